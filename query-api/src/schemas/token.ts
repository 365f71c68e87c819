import { Type } from '@sinclair/typebox';

export const TokenRequest = Type.Object(
  {
    grant_type: Type.String({ description: 'Must be client_credentials.', examples: ['client_credentials'] }),
  },
  { $id: 'TokenRequest', title: 'TokenRequest' },
);

export const TokenResponse = Type.Object(
  {
    access_token: Type.String({ description: 'Send it as `Authorization: Bearer <access_token>`.' }),
    token_type: Type.Literal('Bearer'),
    expires_in: Type.Integer({ description: 'Lifetime of the token in seconds (one hour).', examples: [3600] }),
  },
  { $id: 'TokenResponse', title: 'TokenResponse' },
);

export const OAuthError = Type.Object(
  {
    error: Type.String({
      description: 'RFC 6749 error code: invalid_request, invalid_client or unsupported_grant_type.',
    }),
    error_description: Type.String({ description: 'What went wrong, in words.' }),
  },
  { $id: 'OAuthError', title: 'OAuthError', description: 'An OAuth 2.0 error (RFC 6749, section 5.2).' },
);
