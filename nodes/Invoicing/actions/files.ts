import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { downloadBinary } from '../../shared/binary';
import type { OperationBody } from '../../shared/crud';
import { outputBinaryParameter, pathId } from '../../shared/parameters';
import { OutputItems } from '../../shared/router';
import { invoicing } from '../api';

/**
 * The download of a stamped document (XML, PDF) as binary data, named as the API's
 * Content-Disposition says: the document's ID and the output field, and the request.
 */
export function documentDownload(
	collectionPath: string,
	id: INodeProperties,
	format: 'xml' | 'pdf',
): OperationBody {
	return {
		description: [id, outputBinaryParameter()],
		output: { kind: 'file', what: "the document's `id`" },
		async execute(this: IExecuteFunctions, itemIndex: number) {
			const documentId = pathId(this, itemIndex, id.name);
			const property = this.getNodeParameter('binaryPropertyName', itemIndex) as string;
			const item = await downloadBinary(
				this,
				invoicing,
				{
					method: 'GET',
					path: `${collectionPath}/${documentId}/${format}`,
					headers: { Accept: format === 'xml' ? 'application/xml' : 'application/pdf' },
				},
				property,
				`${decodeURIComponent(documentId)}.${format}`,
				{ id: decodeURIComponent(documentId) },
			);
			return new OutputItems([item]);
		},
	};
}
