import React from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';

// Who uses each API and where to start, above its reference. Translated in
// site/i18n/<locale>/code.json; the facts are those of the API's OpenAPI file.
const who: Record<string, () => React.ReactNode> = {
  'query-api': () => (
    <Translate id="openapi.intro.query-api.who">
      Advertisers and ecommerce partners, and the agencies working for them, use the Query API to read their reporting
      from their own tools: the accounts their credentials may see, campaign reports (impressions, referrals,
      click-through acquisitions, CPA, gross cost) and transaction reports, by the dimensions and over the dates they
      choose.
    </Translate>
  ),
  'coupon-api': () => (
    <Translate id="openapi.intro.coupon-api.who">
      Advertisers whose offers carry a discount code use the Coupon API. A pool holds the codes of an offer, either
      unique codes uploaded in batches and given out once each, or one shared code. Acme claims a code when it shows the
      offer; your landing page may claim the code of a referral itself from its click id, and your checkout redeems the
      code when the order is placed. The pool's stock tells how many codes are left: below the low-stock threshold Acme
      e-mails the account owner, and an empty pool pauses the offer.
    </Translate>
  ),
  'event-api': () => (
    <Translate id="openapi.intro.event-api.who">
      Advertisers send conversions, and ecommerce partners send completed orders as transactions, from their servers
      with the Event API. A call carries 1 to 100 events; each is counted once per event id for 7 days, so a conversion
      reported both by an SDK and by your server counts once.
    </Translate>
  ),
  'server-api-events': () => (
    <Translate id="openapi.intro.server-api-events.who">
      Ecommerce partners who integrated the version 1 Server API, without a client SDK, report what happened on their
      pages with this API: one stream of page views, impressions, referrals, declines and transactions, in batches of 1
      to 100 events. Impressions, referrals and declines name the selection and the offer they belong to.
    </Translate>
  ),
  'server-api-offers': () => (
    <Translate id="openapi.intro.server-api-offers.who">
      Ecommerce partners who integrated the version 1 Server API fetch offers from their own server with this API: your
      server sends the page identifier (such as confirmation_page) and the customer's attributes, receives a selection
      of offers, renders them itself and reports what the customer did with the Server API events.
    </Translate>
  ),
  'embedded-actions': () => (
    <Translate id="openapi.intro.embedded-actions.who">
      Ecommerce partners use the Embedded Actions API, advertisers do not. When a customer acts inside an embedded
      layout on your page (adds a donation or an add-on to the cart, applies a coupon, or confirms a choice), Acme calls
      an action endpoint on your server, signed with the action's secret, and shows the customer the outcome your
      endpoint returns. This API registers those endpoints, changes them, sends test calls and lists recent deliveries.
    </Translate>
  ),
};

const start: Record<string, () => React.ReactNode> = {
  'query-api': () => (
    <Translate
      id="openapi.intro.query-api.start"
      values={{
        guide: (
          <Link to="/developers/api-reference/reporting/query-api">
            <Translate id="openapi.intro.query-api.guide">Query API guide</Translate>
          </Link>
        ),
      }}
    >
      {
        'Start with the sandbox that npm start runs on your machine: get a token below with the demo credentials it prints, list your accounts, then run a campaign report. The {guide} explains metrics, dimensions and dates with worked examples.'
      }
    </Translate>
  ),
  'coupon-api': () => (
    <Translate id="openapi.intro.coupon-api.start">
      Start by creating a pool for your offer, upload its codes, then read the pool to check its stock. The panels below
      call a local mock of this API that answers with the examples of its file.
    </Translate>
  ),
  'event-api': () => (
    <Translate
      id="openapi.intro.event-api.start"
      values={{
        guide: (
          <Link to="/developers/api-reference/event-api">
            <Translate id="openapi.intro.event-api.guide">Event API guide</Translate>
          </Link>
        ),
      }}
    >
      {
        'Start with the {guide}, which shows how to hash identifiers and send a first sandbox event; then check the receipt of your events with the read operations below.'
      }
    </Translate>
  ),
  'server-api-events': () => (
    <Translate
      id="openapi.intro.server-api-events.start"
      values={{
        v2: (
          <Link to="/developers/api-reference/v2/partner/events">
            <Translate id="openapi.intro.server-api-events.v2">Partner Events API</Translate>
          </Link>
        ),
      }}
    >
      {
        'Version 1 stays supported for the integrations built on it. A new server-side integration starts with the version 2 {v2} instead.'
      }
    </Translate>
  ),
  'server-api-offers': () => (
    <Translate
      id="openapi.intro.server-api-offers.start"
      values={{
        events: (
          <Link to="/server-api-events">
            <Translate id="openapi.intro.server-api-offers.events">Server API events</Translate>
          </Link>
        ),
      }}
    >
      {
        'Start with one call for your confirmation page in the sandbox, render its offers, then send their impressions with the {events}.'
      }
    </Translate>
  ),
  'embedded-actions': () => (
    <Translate id="openapi.intro.embedded-actions.start">
      Start by registering one endpoint, send it a test call and read the delivery back. Your endpoint must answer
      within its timeout and verify the Acme-Signature header of every call.
    </Translate>
  ),
};

/** The introduction of an API page: who uses the API, how to authenticate, where to start. */
export default function ApiIntro({ id }: { id: string }): React.JSX.Element {
  return (
    <>
      <p>{who[id]?.()}</p>
      <p>
        <Translate id="openapi.intro.authentication">
          Every call carries a bearer token. Get one with the OAuth 2.0 client-credentials grant: POST
          /auth/oauth2/token with your app ID and app secret as HTTP Basic credentials and the form body
          grant_type=client_credentials. A token lasts one hour.
        </Translate>
      </p>
      <p>{start[id]?.()}</p>
    </>
  );
}
