import { campaignsCatalogue } from './campaigns.js';
import { transactionsCatalogue } from './transactions.js';
import type { Catalogue } from './types.js';

export const catalogues: Record<Catalogue['name'], Catalogue> = {
  campaigns: campaignsCatalogue,
  transactions: transactionsCatalogue,
};
export { publicCatalogue, type Catalogue, type DimensionDef, type MetricDef } from './types.js';
