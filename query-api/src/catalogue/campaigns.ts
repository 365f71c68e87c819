import { type Catalogue, ratioMetric, sumMetric } from './types.js';
import { AGE_GROUPS, AGE_RANGES, DEVICES } from './values.js';

export const campaignsCatalogue: Catalogue = {
  name: 'campaigns',
  dimensions: [
    { slug: 'campaign_id', description: 'Identifier of the Acme Ads campaign.', type: 'string' },
    {
      slug: 'creative_id',
      description: 'Identifier of the creative shown (each belongs to one campaign).',
      type: 'string',
    },
    { slug: 'age_group', description: 'Coarse age band of the customer.', type: 'string', values: AGE_GROUPS },
    { slug: 'age_range', description: 'Age range of the customer.', type: 'string', values: AGE_RANGES },
    { slug: 'device', description: 'Kind of device the offer was shown on.', type: 'string', values: DEVICES },
  ],
  metrics: [
    sumMetric('impressions', 'Times an offer of the campaign was shown to a customer.'),
    sumMetric('referrals', 'Customers who engaged with an offer and were sent on to the advertiser.'),
    sumMetric('clickthru_acquisitions', 'Conversions attributed to a referral within the attribution window.'),
    sumMetric('gross_cost', 'Amount charged for the campaign, in the requested currency.', true),
    ratioMetric(
      'cpa',
      'Cost per click-through acquisition, in the requested currency; null without acquisitions.',
      'gross_cost',
      'clickthru_acquisitions',
      true,
    ),
    ratioMetric(
      'referral_rate',
      'Share of impressions that led to a referral; null without impressions.',
      'referrals',
      'impressions',
    ),
    ratioMetric(
      'acquisition_rate',
      'Share of referrals that led to a click-through acquisition; null without referrals.',
      'clickthru_acquisitions',
      'referrals',
    ),
  ],
};
