export { StatCard } from './StatCard';
export type { StatCardProps } from './StatCard';
export type { StatTone } from './StatCard.styles';
