import { byId, salesCrmTestbed } from './helpers';

const bed = salesCrmTestbed();

describe('Sales CRM automation', () => {
	test('create from lists keeps {{placeholders}} literal, types condition values, and runs on deal.created', async () => {
		const { items, error } = await bed.run({
			resource: 'automation',
			operation: 'create',
			name: 'Big deals',
			trigger_event: 'deal.created',
			active: true,
			define: 'fields',
			conditions: { condition: [{ field: 'value', operator: 'greater_than', value: '10000' }] },
			actions: {
				action: [
					{ type: 'send_email', config: '{"template_id": "tpl_1", "to": "{{contact.email}}"}' },
					{
						type: 'create_task',
						config:
							'{"title": "Call {{contact.name}} about {{deal.name}}", "due_in_hours": 24, "assign_to": "{{deal.owner}}"}',
					},
				],
			},
		});
		expect(error).toBeUndefined();
		expect(bed.requests('POST', '/automations')[0].body).toEqual({
			name: 'Big deals',
			active: true,
			trigger: {
				event: 'deal.created',
				conditions: [{ field: 'value', operator: 'greater_than', value: 10000 }],
			},
			actions: [
				{ type: 'send_email', config: { template_id: 'tpl_1', to: '{{contact.email}}' } },
				{
					type: 'create_task',
					config: {
						title: 'Call {{contact.name}} about {{deal.name}}',
						due_in_hours: 24,
						assign_to: '{{deal.owner}}',
					},
				},
			],
		});
		const automationId = items[0].json.id as string;

		const { pipeline } = bed.state().seed();
		for (const value of [500, 25000]) {
			await bed.run({
				resource: 'deal',
				operation: 'create',
				name: `Deal ${value}`,
				pipeline_id: byId(pipeline.id),
				stage_id: pipeline.stages[0].id,
				additionalFields: { value },
			});
		}
		const executions = await bed.run({
			resource: 'automation',
			operation: 'getExecutions',
			automationId,
			returnAll: true,
		});
		expect(executions.items).toHaveLength(1);
		expect(executions.items[0].json).toMatchObject({
			automation_id: automationId,
			status: 'success',
			trigger_event: 'deal.created',
			actions_executed: 2,
			trigger_data: { name: 'Deal 25000' },
		});
	});

	test('create from JSON passes the placeholders through untouched', async () => {
		const actionsJson =
			'[{"type": "assign_owner", "config": {"strategy": "round_robin", "team_id": "t1"}}, {"type": "send_email", "config": {"to": "{{contact.email}}", "template_id": "welcome"}}]';
		const { error } = await bed.run({
			resource: 'automation',
			operation: 'create',
			name: 'Welcome',
			trigger_event: 'contact.created',
			define: 'json',
			conditionsJson: '[{"field": "vertical", "operator": "equals", "value": "education"}]',
			actionsJson,
		});
		expect(error).toBeUndefined();
		const { body } = bed.requests('POST', '/automations')[0];
		expect(body.actions).toEqual(JSON.parse(actionsJson));
		expect(body.trigger).toEqual({
			event: 'contact.created',
			conditions: [{ field: 'vertical', operator: 'equals', value: 'education' }],
		});
		expect(bed.state().automations.values().next().value!.actions[1].config.to).toBe(
			'{{contact.email}}',
		);
	});

	test('bad actions fail before any request', async () => {
		const base = {
			resource: 'automation',
			operation: 'create',
			name: 'A',
			trigger_event: 'deal.won',
			define: 'json',
			conditionsJson: '[]',
		};
		expect((await bed.run({ ...base, actionsJson: '[]' })).error?.message).toBe(
			'Actions: add at least one action (item 0)',
		);
		expect((await bed.run({ ...base, actionsJson: '{"type": "x"}' })).error?.message).toBe(
			'Actions (JSON): must be a JSON array (item 0)',
		);
		expect((await bed.run({ ...base, actionsJson: '[{"type": "fax"}]' })).error?.message).toBe(
			'Actions › Type (actions[0].type): must be one of assign_owner, send_email, create_task (item 0)',
		);
		expect(
			(
				await bed.run({
					...base,
					define: 'fields',
					actions: { action: [{ type: 'send_email', config: '{oops' }] },
				})
			).error?.message,
		).toBe('Actions › Config (JSON) (actions[0].config): must be valid JSON (item 0)');
		expect(bed.requests()).toHaveLength(0);
	});

	test('get, get many with active and type, deactivate, replace rules, delete', async () => {
		const created = await bed.run({
			resource: 'automation',
			operation: 'create',
			name: 'Lost follow-up',
			trigger_event: 'deal.lost',
			define: 'json',
			actionsJson: '[{"type": "create_task", "config": {"title": "Debrief {{deal.name}}"}}]',
		});
		const id = created.items[0].json.id as string;
		expect(
			(await bed.run({ resource: 'automation', operation: 'get', automationId: id })).items[0].json,
		).toMatchObject({ id, name: 'Lost follow-up', active: true });
		const active = await bed.run({
			resource: 'automation',
			operation: 'getAll',
			returnAll: true,
			filters: { active: true, type: 'workflow' },
		});
		expect(active.items.map((i) => i.json.id)).toEqual([id]);
		expect(bed.requests('GET', '/automations')[0].query).toMatchObject({
			active: 'true',
			type: 'workflow',
		});

		const paused = await bed.run({
			resource: 'automation',
			operation: 'update',
			automationId: id,
			updateFields: { active: false },
		});
		expect(paused.items[0].json.active).toBe(false);
		expect(bed.requests('PATCH', '/automations/{automation_id}')[0].body).toEqual({
			active: false,
		});
		expect(
			(
				await bed.run({
					resource: 'automation',
					operation: 'getAll',
					returnAll: true,
					filters: { active: true },
				})
			).items,
		).toHaveLength(0);

		await bed.run({
			resource: 'automation',
			operation: 'update',
			automationId: id,
			updateFields: { trigger_event: 'deal.won' },
			replaceRules: true,
			define: 'json',
			conditionsJson: '[{"field": "value", "operator": "greater_than", "value": 1}]',
			actionsJson: '[{"type": "send_email", "config": {"to": "{{deal.owner}}"}}]',
		});
		expect(bed.requests('PATCH', '/automations/{automation_id}')[1].body).toEqual({
			trigger: {
				event: 'deal.won',
				conditions: [{ field: 'value', operator: 'greater_than', value: 1 }],
			},
			actions: [{ type: 'send_email', config: { to: '{{deal.owner}}' } }],
		});

		expect(
			(await bed.run({ resource: 'automation', operation: 'delete', automationId: id })).items[0]
				.json,
		).toEqual({ id, deleted: true });
		expect(bed.state().automations.size).toBe(0);
	});
});
