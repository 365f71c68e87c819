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
      description:
        'RFC 6749 error code: invalid_request, invalid_client, unsupported_grant_type, slow_down (429) or server_error.',
    }),
    error_description: Type.String({ description: 'What went wrong, in words.' }),
  },
  { $id: 'OAuthError', title: 'OAuthError', description: 'An OAuth 2.0 error (RFC 6749, section 5.2).' },
);

export const Jwk = Type.Object(
  {
    kty: Type.Literal('EC'),
    crv: Type.Literal('P-256'),
    x: Type.String({ description: 'Public key x coordinate, base64url.' }),
    y: Type.String({ description: 'Public key y coordinate, base64url.' }),
    kid: Type.String({ description: 'Key id: the `kid` of the tokens this key signed (its RFC 7638 thumbprint).' }),
    alg: Type.Literal('ES256'),
    use: Type.Literal('sig'),
  },
  { $id: 'Jwk', title: 'Jwk', description: 'A public signing key (RFC 7517).' },
);

export const Jwks = Type.Object(
  {
    keys: Type.Array(Type.Ref(Jwk), {
      description: 'The current key first seen in tokens, and keys rotated out less than an hour ago.',
    }),
  },
  { $id: 'Jwks', title: 'Jwks', description: 'A JSON Web Key Set.' },
);
