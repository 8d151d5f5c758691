export { FigureList } from './FigureList';
