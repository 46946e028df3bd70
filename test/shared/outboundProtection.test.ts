import { FIXTURES } from '../fixtures';
import { nodeDriver } from '../harness/testbed';
import { useSandbox } from '../harness/sandbox';
import { protectOutbound, unprotectOutbound } from '../harness/outboundProtection';

const bed = useSandbox();
const fixture = FIXTURES.find((f) => f.slug === 'workspace_crm')!;
const crm = nodeDriver(bed, {
	slug: 'workspace_crm',
	type: 'workspaceCrm',
	credentials: (baseUrl) => ({ [fixture.credential.type]: fixture.credential.data(baseUrl) }),
});
afterEach(unprotectOutbound);

test('probe', async () => {
	const refused = protectOutbound();
	const run = await crm.run({ resource: 'contact', operation: 'create', firstName: 'A', lastName: 'B' });
	console.log(run.error?.message, '\n', run.error?.description, refused, bed.sandbox.requestCount);
	const run2 = await crm.run({ resource: 'contact', operation: 'get', contactId: '1' });
	console.log(run2.error?.message, '\n', run2.error?.description, refused, bed.sandbox.requestCount);
	unprotectOutbound();
	const run3 = await crm.run({ resource: 'contact', operation: 'create', firstName: 'A', lastName: 'B' });
	console.log(run3.error?.message, run3.items[0]?.json, bed.sandbox.requestCount);
});
