import type { IDataObject, INodeProperties } from 'n8n-workflow';
import type { WriteSpec } from '../../../shared/crud';
import { locator, rowsParameter, text } from '../../../shared/parameters';
import type { Checks } from '../../../shared/validation';
import { dropEmpty, isGiven } from '../../../shared/values';
import { rowsOf } from '../../../shared/rows';

export const layoutId = locator('Layout', 'layoutId', 'searchLayouts', 'From Layout → Get Many');

const COORDINATE = /^(\d+(\.\d+)?)(%?)$/;

/** A zone coordinate: a number (sent as a number) or a percentage string from 0% to 100%. */
function coordinate(check: Checks, field: string, value: unknown): number | string {
	const textValue = String(value ?? '').trim();
	const match = COORDINATE.exec(textValue);
	const rule = 'must be a number, e.g. 640, or a percentage from 0% to 100%, e.g. 50%';
	if (!match) return check.fail(field, rule);
	if (!match[3]) return Number(match[1]);
	if (Number(match[1]) > 100) check.fail(field, rule);
	return textValue;
}

const coordinateField = (displayName: string, name: string, description: string) =>
	text(displayName, name, `${description} of the zone, e.g. 640 or 50%`, {
		placeholder: 'e.g. 0 or 50%',
	});

const zonesParameter: INodeProperties = rowsParameter(
	{
		displayName: 'Zones',
		name: 'zones',
		placeholder: 'Add Zone',
		description: 'The areas of the screen and what each shows',
	},
	{ displayName: 'Zone', name: 'zone' },
	[
		text('Zone ID', 'id', 'Zone name, unique in the layout, e.g. main'),
		coordinateField('X', 'x', 'Left edge'),
		coordinateField('Y', 'y', 'Top edge'),
		coordinateField('Width', 'width', 'Width'),
		coordinateField('Height', 'height', 'Height'),
		text('Content Type', 'content_type', 'Kind of content in the zone, e.g. playlist', {
			placeholder: 'e.g. playlist',
		}),
		text('Content ID', 'content_id', 'ID of the content shown, e.g. from Playlist → Get Many'),
	],
);

function layoutZones(check: Checks, value: unknown): IDataObject[] {
	const zones = rowsOf(value, 'zone');
	return zones.map((zone, i) => {
		const out = dropEmpty({
			id: zone.id,
			content_type: zone.content_type,
			content_id: zone.content_id,
		});
		for (const name of ['x', 'y', 'width', 'height'])
			out[name] = coordinate(check, `zones[${i}].${name}`, zone[name]);
		return out;
	});
}

/** What Layout → Create and Update send. */
export const layoutWrite: WriteSpec = {
	path: '/layouts',
	id: layoutId,
	required: [
		text('Name', 'name', 'Name of the layout', { required: true }),
		text('Resolution', 'resolution', 'Width x height in pixels, e.g. 1920x1080', {
			required: true,
			placeholder: 'e.g. 1920x1080',
		}),
		zonesParameter,
	],
	optional: [],
	toBody(fields, check) {
		const { zones, ...body } = dropEmpty(fields);
		if (isGiven(body.resolution)) {
			body.resolution = String(body.resolution).trim();
			check.matches(
				'resolution',
				body.resolution,
				/^[1-9]\d*x[1-9]\d*$/,
				'must be width x height in pixels, e.g. 1920x1080',
			);
		}
		const list = layoutZones(check, zones);
		if (list.length) body.zones = list;
		return body;
	},
};
