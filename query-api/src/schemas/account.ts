import { Type } from '@sinclair/typebox';

export const Account = Type.Object(
  {
    accountId: Type.String({ description: 'Account id, as a string.', examples: ['1001'] }),
    accountName: Type.String({ examples: ['Northwind Outfitters'] }),
    countryCode: Type.String({ description: 'ISO 3166-1 alpha-2 country code.', examples: ['US'] }),
    accountOwner: Type.Union([Type.String({ format: 'email' }), Type.Null()], {
      description: 'E-mail address of the account owner, or null when the account has none.',
      examples: ['ana.lopez@northwind.example'],
    }),
    accountCurrencyCode: Type.String({
      description: 'ISO 4217 code of the currency the account is billed in.',
      examples: ['USD'],
    }),
    accountTimezone: Type.String({ description: 'IANA time zone of the account.', examples: ['America/New_York'] }),
    accountTimezoneOffset: Type.Integer({
      description:
        "Current offset of the account's time zone from UTC, in minutes, positive east of UTC (e.g. -300 for New York in winter).",
      examples: [-300],
    }),
  },
  { $id: 'Account', title: 'Account' },
);

export const AccountList = Type.Array(Type.Ref(Account), { $id: 'AccountList', title: 'AccountList' });
