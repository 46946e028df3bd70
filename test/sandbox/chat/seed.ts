import { ChatState, Rec } from './state';

/**
 * What `npm start` opens with: a website inbox and an API inbox, agents, two teams, labels,
 * contacts with open, pending and resolved conversations (one VIP), canned responses and a
 * custom attribute definition, so every picker lists something. Tests start empty.
 */
export function seedChat(state: ChatState) {
	const website = state.addInbox({
		name: 'Website chat',
		channel: { type: 'web_widget', website_url: 'https://shop.example.com' },
	});
	const api = state.addInbox({ name: 'Mobile app', channel: { type: 'api' } });
	const maria = state.addAgent(
		{ name: 'María Soto', email: 'maria@support.example', role: 'agent' },
		1,
		true,
	);
	const lee = state.addAgent(
		{ name: 'Lee Park', email: 'lee@support.example', role: 'agent' },
		1,
		true,
	);
	const billing = state.addTeam({
		name: 'Billing',
		description: 'Invoices, refunds and payment questions',
	});
	const tech = state.addTeam({
		name: 'Technical support',
		description: 'Bugs and how-to questions',
		allow_auto_assign: false,
	});
	for (const [title, color] of [
		['billing', '#ff9f1c'],
		['bug', '#e63946'],
		['feedback', '#2a9d8f'],
	]) {
		state.addLabel({ title, color, description: `Conversations about ${title}` });
	}
	const contacts = [
		state.addContact({
			name: 'Lucía Romero',
			email: 'lucia.romero@example.com',
			phone_number: '+34611222333',
			custom_attributes: { plan: 'gold' },
		}),
		state.addContact({
			name: 'James Carter',
			email: 'james.carter@example.org',
			phone_number: '+14155550123',
		}),
		state.addContact({
			name: 'Aiko Tanaka',
			email: 'aiko@tanaka.example',
			custom_attributes: { plan: 'free' },
		}),
	];
	const [lucia, james, aiko] = contacts;
	const sender = (c: Rec) => ({ id: c.id, name: c.name, type: 'contact' });
	const agentSender = (a: Rec) => ({ id: a.id, name: a.name, type: 'user' });
	const refund = state.addConversation({
		inbox_id: website.id,
		contact_id: lucia.id,
		assignee_id: maria.id,
		team_id: billing.id,
		labels: ['billing'],
		priority: 2,
	});
	state.addMessage(
		refund,
		{ content: 'Hi, I was charged twice for my order #4412.', message_type: 0 },
		sender(lucia),
	);
	state.addMessage(
		refund,
		{ content: 'Sorry about that! I am checking with our payments team.', message_type: 1 },
		agentSender(maria),
	);
	state.addMessage(
		refund,
		{
			content: 'Duplicate charge confirmed in the payments dashboard.',
			message_type: 1,
			private: true,
		},
		agentSender(maria),
	);
	refund.vip = true;
	const crash = state.addConversation({
		inbox_id: api.id,
		contact_id: james.id,
		team_id: tech.id,
		labels: ['bug'],
		status: 2,
	});
	state.addMessage(
		crash,
		{ content: 'The app closes when I open my invoices.', message_type: 0 },
		sender(james),
	);
	const thanks = state.addConversation({
		inbox_id: website.id,
		contact_id: aiko.id,
		assignee_id: lee.id,
		labels: ['feedback'],
		status: 1,
	});
	state.addMessage(
		thanks,
		{ content: 'Just wanted to say the new checkout is great!', message_type: 0 },
		sender(aiko),
	);
	state.addMessage(
		thanks,
		{ content: 'Thank you, Aiko! We will pass it on.', message_type: 1 },
		agentSender(lee),
	);
	for (const body of [
		{
			short_code: 'refund',
			content: 'We have issued your refund; it reaches your account within 5 business days.',
		},
		{ short_code: 'hello', content: 'Hi! Thanks for reaching out, how can we help?' },
	]) {
		const record = { id: state.id(), account_id: 1, ...body };
		state.cannedResponses.set(record.id, record);
	}
	const definition = {
		id: state.id(),
		account_id: 1,
		attribute_display_name: 'Plan',
		attribute_key: 'plan',
		attribute_display_type: 'list',
		attribute_model: 'contact_attribute',
		attribute_values: ['free', 'gold'],
	};
	state.attributeDefinitions.set(definition.id, definition);
	return {
		inboxes: [website, api],
		agents: [maria, lee],
		teams: [billing, tech],
		contacts,
		conversations: [refund, crash, thanks],
	};
}
