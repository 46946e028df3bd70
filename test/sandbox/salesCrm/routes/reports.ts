import type { Route } from '../../server';
import { ApiFailure } from '../../server';
import { dateQuery, found, oneOf } from '../helpers';
import type { Rec, SalesCrmState } from '../state';
import { DAY, SALES_USERS, sum } from '../state';

/** Reports, computed from the data */
export function reportRoutes(state: SalesCrmState): Route[] {
	return [
		{
			method: 'GET',
			path: '/reports/pipeline',
			scope: 'crm:reports',
			handler: (req) => {
				const q = req.query;
				if (!q.pipeline_id)
					throw new ApiFailure(422, 'validation_error', 'pipeline_id is required', [
						{ field: 'pipeline_id', code: 'required' },
					]);
				oneOf('group_by', q.group_by, ['stage', 'owner', 'vertical', 'month']);
				const pipeline = found(state.pipelines, 'pipeline', q.pipeline_id);
				const from = dateQuery('from', q.from);
				const to = dateQuery('to', q.to);
				const deals = [...state.deals.values()].filter(
					(d) =>
						d.pipeline_id === pipeline.id &&
						(from === undefined || Date.parse(d.created_at) >= from) &&
						(to === undefined || Date.parse(d.created_at) <= to),
				);
				const won = deals.filter((d) => d.status === 'won');
				const lost = deals.filter((d) => d.status === 'lost');
				const closedDays = won.map(
					(d) => (Date.parse(d.closed_at) - Date.parse(d.created_at)) / DAY,
				);
				const groupBy = q.group_by ?? 'stage';
				const keyOf = (d: Rec) =>
					groupBy === 'owner'
						? d.owner_id
						: groupBy === 'vertical'
							? pipeline.vertical
							: groupBy === 'month'
								? d.created_at.slice(0, 7)
								: state.stageOf(d)?.name;
				const groups = new Map<string, Rec[]>();
				for (const d of deals) groups.set(keyOf(d), [...(groups.get(keyOf(d)) ?? []), d]);
				const rows = [...groups].map(([key, list]) => ({
					[groupBy]: key,
					deals_count: list.length,
					total_value: sum(list.map((d) => d.value)),
					avg_days: Math.round(sum(list.map((d) => state.dealView(d).days_in_stage)) / list.length),
				}));
				return {
					body: {
						pipeline: { id: pipeline.id, name: pipeline.name },
						period: { from: q.from ?? null, to: q.to ?? null },
						group_by: groupBy,
						summary: {
							total_deals: deals.length,
							total_value: sum(deals.map((d) => d.value)),
							won_deals: won.length,
							won_value: sum(won.map((d) => d.value)),
							lost_deals: lost.length,
							conversion_rate:
								won.length + lost.length
									? Math.round((won.length / (won.length + lost.length)) * 10000) / 100
									: 0,
							average_deal_value: deals.length ? sum(deals.map((d) => d.value)) / deals.length : 0,
							average_days_to_close: closedDays.length ? sum(closedDays) / closedDays.length : 0,
						},
						[`by_${groupBy}`]: rows,
					},
				};
			},
		},
		{
			method: 'GET',
			path: '/reports/team',
			scope: 'crm:reports',
			handler: (req) => {
				const q = req.query;
				const from = dateQuery('from', q.from);
				const to = dateQuery('to', q.to);
				const deals = [...state.deals.values()].filter(
					(d) =>
						(!q.pipeline_id || d.pipeline_id === q.pipeline_id) &&
						(from === undefined || Date.parse(d.created_at) >= from) &&
						(to === undefined || Date.parse(d.created_at) <= to),
				);
				return {
					body: {
						period: { from: q.from ?? null, to: q.to ?? null },
						members: SALES_USERS.map((user) => {
							const own = deals.filter((d) => d.owner_id === user.id);
							const won = own.filter((d) => d.status === 'won');
							return {
								owner: user,
								deals_count: own.length,
								won_deals: won.length,
								won_value: sum(won.map((d) => d.value)),
								open_value: sum(own.filter((d) => d.status === 'open').map((d) => d.value)),
							};
						}),
					},
				};
			},
		},
		{
			method: 'GET',
			path: '/reports/forecast',
			scope: 'crm:reports',
			handler: (req) => {
				const q = req.query;
				oneOf('period', q.period, ['monthly', 'quarterly', 'yearly']);
				oneOf('type', q.type, ['weighted', 'best_case', 'committed']);
				const period = q.period ?? 'monthly';
				const type = q.type ?? 'weighted';
				const open = [...state.deals.values()].filter(
					(d) => d.status === 'open' && (!q.pipeline_id || d.pipeline_id === q.pipeline_id),
				);
				const bucket = (d: Rec) => {
					const date = String(d.expected_close_date ?? d.created_at).slice(0, 10);
					const [year, month] = date.split('-');
					return period === 'yearly'
						? year
						: period === 'quarterly'
							? `${year}-Q${Math.ceil(Number(month) / 3)}`
							: `${year}-${month}`;
				};
				// weighted: value x stage probability; best_case: every open deal; committed: stages at 80% or more.
				const amount = (d: Rec) =>
					type === 'weighted'
						? state.dealView(d).weighted_value
						: type === 'committed'
							? (state.stageOf(d)?.probability ?? 0) >= 80
								? d.value
								: 0
							: d.value;
				const periods = new Map<string, number>();
				for (const d of open) periods.set(bucket(d), (periods.get(bucket(d)) ?? 0) + amount(d));
				return {
					body: {
						period,
						type,
						pipeline_id: q.pipeline_id ?? null,
						total: sum([...periods.values()]),
						periods: [...periods].sort().map(([name, value]) => ({ period: name, value })),
					},
				};
			},
		},
	];
}
