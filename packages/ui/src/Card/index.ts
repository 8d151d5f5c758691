// Plain styled elements: a Card is layout only. CardTitle is an <h3>; pass `as="h2"` to fit the page outline.
export { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './Card.styles';
export { CardHeading } from './CardHeading';
export type { CardHeadingProps } from './CardHeading';
