import type { INodeProperties } from 'n8n-workflow';
import { readdirSync } from 'node:fs';
import path from 'node:path';

import type { OperationOutput, Resources } from '../../nodes/shared/router';
import { NODE_FOLDERS, nodeDescription, outputLine } from '../../scripts/docs/nodePages';
import { byId, clientParameters, invoicingTestbed } from '../invoicing/helpers';
import { outputDifferences } from '../shared/outputs';

/**
 * What each operation's page says it outputs comes from the `output` it declares (nodePages'
 * outputLine). Here the declarations are held to the operations: against their parameters for
 * all of them (a download has Put Output File in Field, a list Return All, a read with Simplify the
 * fields it keeps), and against what they really give, run in the engine against the sandbox,
 * for one operation of each kind.
 */

const resourcesOf = (folder: string) => nodeDescription(folder)[1] as Resources | undefined;

const everyOperation = NODE_FOLDERS.flatMap((folder) =>
	Object.entries(resourcesOf(folder) ?? {}).flatMap(([resource, { operations }]) =>
		Object.entries(operations).map(([value, operation]) => ({
			at: `${folder} ${resource}.${value}`,
			...operation,
		})),
	),
);

/** Put Output File in Field (outputBinaryParameter): the file comes out; an upload's Input Binary Field goes in. */
const outputsAFile = (parameters: INodeProperties[]) =>
	parameters.some((p) => p.name === 'binaryPropertyName' && p.displayName.includes('Output'));
const has = (parameters: INodeProperties[], name: string) =>
	parameters.some((p) => p.name === name);

describe('every operation declares what it outputs, as its parameters say', () => {
	test('every operation file of nodes/ (one per operation), each of a known kind', () => {
		const files = readdirSync(path.join(__dirname, '../../nodes'), {
			recursive: true,
			encoding: 'utf8',
		}).filter((file) =>
			/^[^/]+\/actions\/[^/]+\/[^/]+\.operation\.ts$/.test(file.split(path.sep).join('/')),
		);
		expect(files.length).toBeGreaterThan(0);
		expect(everyOperation).toHaveLength(files.length);
		const kinds = ['record', 'records', 'file', 'recordOrFile', 'deleted'];
		expect(everyOperation.filter(({ output }) => !kinds.includes(output?.kind))).toEqual([]);
	});

	test('a file exactly where Put Output File in Field shows, and then `fileWhen` for a file only sometimes', () => {
		const disagree = everyOperation.filter(({ description, output }) => {
			const file = output.kind === 'file' || output.kind === 'recordOrFile';
			return (
				file !== outputsAFile(description) || (output.kind === 'recordOrFile') !== !!output.fileWhen
			);
		});
		expect(disagree.map(({ at }) => at)).toEqual([]);
	});

	test('one item per record for every list (Return All), and Simplify names the fields it keeps', () => {
		const lists = everyOperation.filter(({ description }) => has(description, 'returnAll'));
		expect(lists.filter(({ output }) => output.kind !== 'records').map(({ at }) => at)).toEqual([]);
		const simplified = everyOperation.filter(({ description }) => has(description, 'simplify'));
		// A search's three lists say what Simplify does to each in words (Chat → Search).
		const unsaid = simplified.filter(
			({ output }) => !output.simplifiedKeys?.length && !output.what?.includes('Simplify'),
		);
		expect(unsaid.map(({ at }) => at)).toEqual([]);
		const claimed = everyOperation.filter(({ output }) => output.simplifiedKeys);
		expect(
			claimed.filter(({ description }) => !has(description, 'simplify')).map(({ at }) => at),
		).toEqual([]);
	});
});

describe('what the operations really output is what their pages say', () => {
	const bed = invoicingTestbed();
	const declared = (resource: string, operation: string): OperationOutput =>
		resourcesOf('Invoicing')![resource].operations[operation].output;

	test('record and records, with Simplify on and off; deleted', async () => {
		const ids: string[] = [];
		for (const rfc of ['URE180429TM6', 'MISC491214B86', 'XAXX010101000'])
			ids.push(String((await bed.run(clientParameters({ rfc }))).items[0].json.id));
		const created = await bed.run(clientParameters({ rfc: 'EKU9003173C9' }));
		expect(outputDifferences(declared('client', 'create'), created.items, {})).toEqual([]);
		for (const simplify of [true, false]) {
			const one = await bed.run({
				resource: 'client',
				operation: 'get',
				clientId: byId(ids[0]),
				simplify,
			});
			expect(outputDifferences(declared('client', 'get'), one.items, { simplify })).toEqual([]);
			const many = await bed.run({ resource: 'client', operation: 'getAll', limit: 3, simplify });
			expect(
				outputDifferences(declared('client', 'getAll'), many.items, { records: 3, simplify }),
			).toEqual([]);
		}
		const gone = await bed.run({ resource: 'client', operation: 'delete', clientId: byId(ids[1]) });
		expect(outputDifferences(declared('client', 'delete'), gone.items, { id: ids[1] })).toEqual([]);
	});

	test('file, and record or file by Format', async () => {
		const invoice = bed.stamped();
		const pdf = await bed.run({
			resource: 'invoice',
			operation: 'downloadPdf',
			invoiceId: byId(invoice.id),
			binaryPropertyName: 'invoicePdf',
		});
		expect(
			outputDifferences(declared('invoice', 'downloadPdf'), pdf.items, { file: 'invoicePdf' }),
		).toEqual([]);
		const report = (format: string) =>
			bed.run({ resource: 'report', operation: 'income', date: '2026-02-15', format });
		const income = declared('report', 'income');
		expect(outputDifferences(income, (await report('json')).items, {})).toEqual([]);
		expect(outputDifferences(income, (await report('csv')).items, { file: 'data' })).toEqual([]);
	});

	test('a declaration that says otherwise is caught, and shows on the page', async () => {
		const pdf = await bed.run({
			resource: 'invoice',
			operation: 'downloadPdf',
			invoiceId: byId(bed.stamped().id),
		});
		expect(outputDifferences({ kind: 'record' }, pdf.items, {})).toEqual([
			'a file where none is said',
		]);
		expect(outputDifferences({ kind: 'records' }, pdf.items, { records: 2 })).toContain(
			'1 items, not 2',
		);
		expect(outputLine(declared('invoice', 'downloadPdf'), 'Invoice')).toContain(
			'binary field `binaryPropertyName`',
		);
	});
});
