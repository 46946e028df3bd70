import type { IExecuteFunctions } from 'n8n-workflow';

import { downloadBinary } from '../../shared/binary';
import { pathId } from '../../shared/parameters';
import { OutputItems } from '../../shared/router';
import { invoicing } from '../api';

/** Downloads of stamped documents (XML, PDF) as binary data, named as the API's Content-Disposition says. */

export function documentDownload(
	collectionPath: string,
	idParameter: string,
	format: 'xml' | 'pdf',
) {
	return async function execute(this: IExecuteFunctions, itemIndex: number) {
		const id = pathId(this, itemIndex, idParameter);
		const property = this.getNodeParameter('binaryPropertyName', itemIndex) as string;
		const item = await downloadBinary(
			this,
			invoicing,
			{
				method: 'GET',
				path: `${collectionPath}/${id}/${format}`,
				headers: { Accept: format === 'xml' ? 'application/xml' : 'application/pdf' },
			},
			property,
			`${decodeURIComponent(id)}.${format}`,
			{ id: decodeURIComponent(id) },
		);
		return new OutputItems([item]);
	};
}
