import { createPartnerMock, partnerApiFiles } from './lib/partner-mock.ts';

// The partner APIs' mock alone: `npx tsx scripts/partner-mock.ts` (npm start also runs it).
const port = Number(process.env.PARTNER_MOCK_PORT ?? 4010);
const app = await createPartnerMock();
await app.listen({ port, host: '127.0.0.1' });
console.log(`Partner API mock (${partnerApiFiles().length} OpenAPI files): http://localhost:${port}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void app.close().then(() => process.exit(0)));
