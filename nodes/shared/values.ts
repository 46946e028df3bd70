import type { IDataObject } from 'n8n-workflow';

/** Whether the user gave a value: empty text, undefined and null count as not given. */
export const isGiven = (value: unknown) => value !== undefined && value !== null && value !== '';

/** The given values of `fields`: what the user left empty is not sent. */
export function dropEmpty(fields: IDataObject): IDataObject {
	const kept: IDataObject = {};
	for (const [key, value] of Object.entries(fields)) if (isGiven(value)) kept[key] = value;
	return kept;
}

/** The record the API answered or, where it answered none (a 204, an empty body), what was done. */
export const answerOr = (answer: unknown, done: IDataObject): IDataObject =>
	answer && typeof answer === 'object' ? (answer as IDataObject) : done;
