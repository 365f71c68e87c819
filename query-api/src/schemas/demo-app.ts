import { Type } from '@sinclair/typebox';

/** The sandbox's first demo app, as the site's "Use the sandbox's demo app" button reads it. */
export const DemoApp = Type.Object({
  appId: Type.String({ description: 'App id of the demo app.' }),
  appSecret: Type.String({ description: 'Its secret, as printed at start-up and kept in demo-credentials.json.' }),
  userEmail: Type.String({ description: 'The demo user the app belongs to.' }),
  accountIds: Type.Array(Type.Integer(), { description: 'The accounts that user may read.' }),
});
