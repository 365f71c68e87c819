// The referral signature scheme's published test vector. The validate-referrals
// pages render it with <ReferralTestVector>, and the content tests run the
// Node.js and Python samples of those pages against it.

export const referralSignature = {
  /** Query parameters that take part in the signature start with this prefix. */
  prefix: 'acme_',
  signatureParam: 'acme_sig',
  timestampParam: 'acme_ts',
  /** A referral older than this is rejected as expired. */
  maxAgeSeconds: 86_400,
  /** A timestamp further ahead than this (clock skew) is rejected as invalid. */
  maxFutureSkewSeconds: 300,
  testVector: {
    secret: 'acme_sk_test_4f9c2a7d1e6b8053',
    url:
      'https://www.northwind.example/spring-sale?utm_source=acme' +
      '&acme_cid=7f3c9e12-5a4b-4d8e-9c21-0b6f8a3d2e71&acme_cmp=48213&acme_crv=902117' +
      '&acme_ts=1767225600&acme_sig=7472003422e0c86f0c6d4069fe8469bbffb92361d3e3eb81380b7481c225ae2b',
    canonical: 'acme_cid=7f3c9e12-5a4b-4d8e-9c21-0b6f8a3d2e71&acme_cmp=48213&acme_crv=902117&acme_ts=1767225600',
    signature: '7472003422e0c86f0c6d4069fe8469bbffb92361d3e3eb81380b7481c225ae2b',
    /** A verification time at which the vector is valid (one hour after acme_ts). */
    now: 1_767_229_200,
  },
} as const;
