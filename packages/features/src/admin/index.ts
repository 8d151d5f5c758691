// Public API of the admin domain for the other domains (and, through screen.ts, the package entry):
// no screens, so importing it never pulls a lazily loaded page into the importer's chunk.
export { averageEngagement, engagementDistribution, topPerformers } from './rules';
export { adminStatsQueryOptions } from './api/getAdminStats';
