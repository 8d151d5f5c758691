export {
  FieldDescription,
  FieldErrorText,
  FieldInput,
  FieldLabel,
  FieldRoot,
  FieldTextArea,
  inputStyles,
} from './Field.styles';
