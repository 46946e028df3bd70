import { readFileSync } from 'node:fs';
import path from 'node:path';

import { SERVICES } from '../../scripts/packaging/services';
import { packNodes } from '../harness/pack';
import { breakingChanges, currentLock, type DescriptionLock } from './descriptions';

/**
 * The description lock: users' saved workflows hold our node types, versions, parameter names,
 * option values and defaults, and credential field names. Each released one must stay; a change
 * that would break saved workflows needs a new node version keeping the old behaviour. New
 * parameters, values and nodes are added to the snapshot with `npm run lock:descriptions`.
 */
const released = JSON.parse(
	readFileSync(path.join(__dirname, 'descriptions.json'), 'utf8'),
) as DescriptionLock;

describe('description lock', () => {
	const now = currentLock();

	test('every released node type, version, parameter, value, default and credential field is still there', () => {
		expect(breakingChanges(released, now)).toEqual([]);
	});

	test('the snapshot is up to date with what was added (run npm run lock:descriptions)', () => {
		expect(breakingChanges(now, released)).toEqual([]);
	});

	test('the comparison sees a renamed parameter, a removed option value and a changed default', () => {
		const [key] = Object.keys(now.nodes).filter((k) => k.includes('.invoicing@'));
		const renamed = structuredClone(now);
		const parameters = renamed.nodes[key].parameters;
		parameters['invoice/cancel: reason'] = parameters['invoice/cancel: motivo'];
		delete parameters['invoice/cancel: motivo'];
		expect(breakingChanges(now, renamed)).toEqual([`${key} invoice/cancel: motivo is gone`]);

		const fewerValues = structuredClone(now);
		fewerValues.nodes[key].parameters['invoice/cancel: motivo'][0].values!.pop();
		expect(breakingChanges(now, fewerValues)).toHaveLength(1);

		const otherDefault = structuredClone(now);
		otherDefault.nodes[key].parameters['invoice/cancel: motivo'][0].default = '01';
		expect(breakingChanges(now, otherDefault)).toHaveLength(1);
	});

	test('every per-service package has its own entries: each node under its per-service type name, its credentials', () => {
		for (const service of SERVICES) {
			const own = Object.keys(released.nodes).filter((key) =>
				key.startsWith(`${service.package}.`),
			);
			expect(own.length).toBeGreaterThanOrEqual(service.nodes.length);
			expect(released.packages?.[service.package]?.credentials).toHaveLength(
				service.credentials.length,
			);
		}
	});

	test("a parameter renamed in a node's description breaks the lock of the all-in-one and of its per-service package", () => {
		const parameter = packNodes['n8n-nodes-bizops.invoicing'].description.properties.find(
			(p) => p.name === 'motivo',
		)!;
		parameter.name = 'reason';
		try {
			const gone = breakingChanges(released, currentLock()).filter((problem) =>
				problem.endsWith('invoice/cancel: motivo is gone'),
			);
			expect(gone).toEqual([
				'n8n-nodes-bizops.invoicing@1 invoice/cancel: motivo is gone',
				'n8n-nodes-bizops-invoicing.invoicing@1 invoice/cancel: motivo is gone',
			]);
		} finally {
			parameter.name = 'motivo';
		}
	});

	test('a credential moved out of its per-service package breaks the lock', () => {
		const moved = structuredClone(now);
		moved.packages!['n8n-nodes-bizops-payments'].credentials.pop();
		expect(breakingChanges(now, moved)).toEqual([
			'package n8n-nodes-bizops-payments: credential bizOpsBillingApi is gone',
		]);
	});
});
