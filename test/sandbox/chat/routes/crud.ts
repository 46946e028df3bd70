import type { Route, SandboxRequest } from '../../server';
import type { ChatState, Rec } from '../state';
import { lookups } from './lookups';

/** A record collection with create, get, update and delete (teams, canned responses, definitions). */
export function crud(
	state: ChatState,
	path: string,
	map: Map<number, Rec>,
	kind: string,
	schema: Rec,
	required: string[],
	options: {
		list?: (records: Rec[], req: SandboxRequest) => unknown;
		get?: boolean;
		check?: (body: Rec, accountId: number, except?: number) => void;
		make?: (body: Rec) => Rec;
	} = {},
): Route[] {
	const { account, found } = lookups(state);
	return [
		{
			method: 'GET',
			path,
			handler: (req) => ({
				body: (options.list ?? ((r: Rec[]) => r))(state.inAccount(map, account(req)), req),
			}),
		},
		{
			method: 'POST',
			path,
			body: { type: 'object', required, additionalProperties: false, properties: schema },
			handler: (req) => {
				const accountId = account(req);
				options.check?.(req.body, accountId);
				const record = {
					id: state.id(),
					account_id: accountId,
					...(options.make ? options.make(req.body) : req.body),
				};
				map.set(record.id, record);
				return { body: record };
			},
		},
		...(options.get === false
			? []
			: [
					{
						method: 'GET',
						path: `${path}/{id}`,
						handler: (req: SandboxRequest) => ({ body: found(map, kind, req) }),
					},
				]),
		{
			method: 'PATCH',
			path: `${path}/{id}`,
			body: { type: 'object', additionalProperties: false, minProperties: 1, properties: schema },
			handler: (req) => {
				const record = found(map, kind, req);
				options.check?.(req.body, record.account_id, record.id);
				Object.assign(record, options.make ? options.make({ ...record, ...req.body }) : req.body);
				return { body: record };
			},
		},
		{
			method: 'DELETE',
			path: `${path}/{id}`,
			handler: (req) => {
				map.delete(found(map, kind, req).id);
				return { status: 200 };
			},
		},
	];
}
