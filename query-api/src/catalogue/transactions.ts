import { type Catalogue, ratioMetric, sumMetric } from './types.js';
import { AGE_RANGES, DEVICES, DISPLAY_TYPES, PAGE_TYPES, PRODUCTS } from './values.js';

const productLabels: Record<string, string> = {
  ads: 'an Acme Ads offer was engaged with',
  donations: 'the customer added a donation to the cart',
  payments: 'the customer chose an offer of the payments marketplace',
};

export const transactionsCatalogue: Catalogue = {
  name: 'transactions',
  dimensions: [
    {
      slug: 'display_type',
      description: 'Layout variant rendered: desktop or mobile.',
      type: 'string',
      values: DISPLAY_TYPES,
    },
    {
      slug: 'page_type',
      description: 'Type of the Acme page in the transaction moment.',
      type: 'string',
      values: PAGE_TYPES,
    },
    { slug: 'device', description: 'Kind of device the customer used.', type: 'string', values: DEVICES },
    { slug: 'age_range', description: 'Age range of the customer.', type: 'string', values: AGE_RANGES },
  ],
  metrics: [
    sumMetric('transactions', 'Transactions (orders) reported by the partner.'),
    sumMetric('page_transactions', 'Transactions in which an Acme page loaded, each counted once.'),
    sumMetric('total_page_transactions', 'Acme page loads, counting repeated loads within one transaction.'),
    sumMetric('layout_impressions', 'Times a layout was shown to a customer.'),
    ...PRODUCTS.map((p) => sumMetric(`${p}_transactions`, `Transactions in which ${productLabels[p]}.`)),
    ...PRODUCTS.map((p) =>
      ratioMetric(
        `${p}_transactions_per_transaction`,
        `Share of transactions in which ${productLabels[p]}; null without transactions.`,
        `${p}_transactions`,
        'transactions',
      ),
    ),
  ],
};
