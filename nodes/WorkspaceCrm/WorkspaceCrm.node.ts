import type { IExecuteFunctions, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { operationParameters, operationSelector, route } from '../shared/router';
import { companyOperations } from './actions/company/Company.resource';
import { contactOperations } from './actions/contact/Contact.resource';
import { geoOperations } from './actions/geo/Geo.resource';
import { listSearch } from './methods/listSearch';
import { loadOptions } from './methods/loadOptions';

const resources = { contact: contactOperations, company: companyOperations, geo: geoOperations };

const crud = (noun: string, plural: string) => [
	{ name: 'Create', value: 'create', action: `Create a ${noun}`, description: `Create a new ${noun}` },
	{ name: 'Delete', value: 'delete', action: `Delete a ${noun}`, description: 'Soft-delete a ' + noun + "; only the operator's support can recover it" },
	{ name: 'Get', value: 'get', action: `Get a ${noun}`, description: `Get one ${noun}` },
	{ name: 'Get Many', value: 'getAll', action: `Get many ${plural}`, description: `List ${plural} with filters and sorting` },
	{ name: 'Update', value: 'update', action: `Update a ${noun}`, description: 'Change only the fields you set' },
];

export class WorkspaceCrm implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'BizOps Workspace CRM',
		name: 'workspaceCrm',
		icon: { light: 'file:../../icons/workspaceCrm.svg', dark: 'file:../../icons/workspaceCrm.dark.svg' },
		group: ['transform'],
		version: 1,
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description: 'Manage the contacts and companies of a BizOps Workspace CRM',
		defaults: { name: 'BizOps Workspace CRM' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'bizOpsWorkspaceCrmApi', required: true }],
		properties: [
			{
				displayName: 'Resource',
				name: 'resource',
				type: 'options',
				noDataExpression: true,
				options: [
					{ name: 'Company', value: 'company' },
					{ name: 'Contact', value: 'contact' },
					{ name: 'Geo', value: 'geo', description: 'Countries, states and cities of the address reference table' },
				],
				default: 'contact',
			},
			operationSelector('contact', crud('contact', 'contacts')),
			operationSelector('company', crud('company', 'companies')),
			operationSelector('geo', [
				{ name: 'Get Cities', value: 'getCities', action: 'Get the cities of a state', description: 'List the cities of a state' },
				{ name: 'Get Countries', value: 'getCountries', action: 'Get countries', description: 'List the countries' },
				{ name: 'Get States', value: 'getStates', action: 'Get the states of a country', description: 'List the states of a country' },
			]),
			...operationParameters(resources),
		],
	};

	methods = { listSearch, loadOptions };

	async execute(this: IExecuteFunctions) {
		return await route.call(this, resources);
	}
}
