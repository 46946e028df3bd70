import { ApiFailure } from '../../server';
import type { SandboxRequest } from '../../server';
import { page } from '../schemas';
import { CONTACT_PAGE, CONVERSATION_PAGE, ChatState, Rec, now } from '../state';

/** Look-ups the routes share, over the interface's state. */
export function lookups(state: ChatState) {
	/** The account of the path, which the token must belong to. */
	const account = (req: SandboxRequest) => {
		const value = Number(req.params.account_id);
		if (
			!req.principal?.scopes.includes(`account:${req.params.account_id}`) ||
			!Number.isInteger(value)
		) {
			throw new ApiFailure(401, 'unauthorized', 'You are not authorized to access this account');
		}
		return value;
	};
	const found = (map: Map<number, Rec>, kind: string, req: SandboxRequest, key = 'id') => {
		const record = map.get(Number(req.params[key]));
		if (!record || record.account_id !== account(req))
			throw new ApiFailure(404, 'not_found', `${kind} ${req.params[key]} not found`);
		return record;
	};
	const requester = (req: SandboxRequest) => state.agents.get(Number(req.principal!.userId))!;
	const requireIn = (map: Map<number, Rec>, kind: string, value: unknown, accountId: number) => {
		if (value === undefined || value === null) return;
		const record = map.get(Number(value));
		if (!record || record.account_id !== accountId)
			throw new ApiFailure(
				422,
				'validation_error',
				`${kind} ${String(value)} does not exist in this account`,
				[kind],
			);
	};

	/** VIP conversations first whatever the order, then the most recently active. */
	const conversationOrder = (a: Rec, b: Rec) =>
		Number(b.vip) - Number(a.vip) || b.updated_at - a.updated_at || b.id - a.id;

	const conversationList = (req: SandboxRequest, records: Rec[]) => {
		const me = Number(req.principal!.userId);
		const counts = {
			mine_count: records.filter((c) => c.assignee_id === me).length,
			assigned_count: records.filter((c) => c.assignee_id).length,
			unassigned_count: records.filter((c) => !c.assignee_id).length,
			all_count: records.length,
		};
		const type = req.query.assignee_type ?? 'all';
		const shown = records
			.filter(
				(c) =>
					type === 'all' ||
					(type === 'mine'
						? c.assignee_id === me
						: type === 'assigned'
							? c.assignee_id
							: !c.assignee_id),
			)
			.sort(conversationOrder);
		const p = page(req.query);
		return {
			data: {
				meta: counts,
				payload: shown
					.slice((p - 1) * CONVERSATION_PAGE, p * CONVERSATION_PAGE)
					.map((c) => state.view(c)),
			},
		};
	};

	const contactList = (req: SandboxRequest, records: Rec[]) => {
		const p = page(req.query);
		const include = req.query.include_contact_inboxes === 'true';
		const shown = records.slice((p - 1) * CONTACT_PAGE, p * CONTACT_PAGE).map((c) => {
			const { account_id, ...contact } = c;
			if (!include) return contact;
			const inboxes = new Set(
				state
					.inAccount(state.conversations, c.account_id)
					.filter((v) => v.contact_id === c.id)
					.map((v) => v.inbox_id),
			);
			return {
				...contact,
				contact_inboxes: [...inboxes].map((inboxId) => ({
					source_id: `src-${c.id}-${inboxId}`,
					inbox: state.inboxes.get(inboxId) ?? { id: inboxId },
				})),
			};
		});
		return { meta: { count: records.length, current_page: p }, payload: shown };
	};

	const contactView = (contact: Rec) => {
		const { account_id, ...shown } = contact;
		return shown;
	};

	const conversationChanged = async (conversation: Rec, event = 'conversation_updated') => {
		conversation.updated_at = now();
		await state.emit(event, conversation.account_id, state.view(conversation));
	};

	const messageCreated = async (conversation: Rec, message: Rec) => {
		const inbox = state.inboxes.get(conversation.inbox_id);
		await state.emit('message_created', conversation.account_id, {
			...message,
			conversation: state.view(conversation),
			inbox: { id: conversation.inbox_id, name: inbox?.name ?? null },
		});
	};

	const contactChecks = (body: Rec, accountId: number, except?: number) => {
		if (body.email !== undefined && body.email !== null) {
			if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(body.email))
				throw new ApiFailure(422, 'validation_error', 'Email is invalid', ['email']);
			const taken = state
				.inAccount(state.contacts, accountId)
				.find((c) => c.email === body.email && c.id !== except);
			if (taken)
				throw new ApiFailure(422, 'validation_error', 'Email has already been taken', ['email']);
		}
		if (body.phone_number && !/^\+[1-9]\d{1,14}$/.test(body.phone_number)) {
			throw new ApiFailure(422, 'validation_error', 'Phone number should be in e164 format', [
				'phone_number',
			]);
		}
	};

	const contactFields = {
		name: { type: 'string' },
		email: { type: 'string' },
		phone_number: { type: 'string' },
		custom_attributes: { type: 'object' },
	};

	const A = '/accounts/{account_id}';

	return {
		account,
		found,
		requester,
		requireIn,
		conversationOrder,
		conversationList,
		contactList,
		contactView,
		conversationChanged,
		messageCreated,
		contactChecks,
		contactFields,
		A,
	};
}
