import type { IDataObject } from 'n8n-workflow';

/**
 * Answers keyed by the labels of a form's fields. The document names a form's schema (fields,
 * validations, configuration) and a response's per-field answers (value, time per field, revision
 * count) but not their inner fields: these read the usual names and fall back to the field's id.
 */

type Field = IDataObject & { id?: string; label?: string };

/** The form's fields: `schema.fields`, or `fields` at the top. */
export function formFields(form: IDataObject): Field[] {
	const schema = (form.schema ?? {}) as IDataObject;
	const fields = schema.fields ?? form.fields;
	return Array.isArray(fields) ? (fields as Field[]) : [];
}

const fieldIdOf = (field: IDataObject) =>
	String(field.id ?? field.fieldId ?? field.key ?? field.name ?? '');
const labelOf = (field: IDataObject) =>
	String(field.label ?? field.title ?? field.question ?? field.name ?? fieldIdOf(field));

/** Field id -> label, a label used twice getting " (2)", " (3)" so no answer is lost. */
export function fieldLabels(form: IDataObject): Map<string, string> {
	const labels = new Map<string, string>();
	const used = new Map<string, number>();
	for (const field of formFields(form)) {
		const label = labelOf(field);
		const count = (used.get(label) ?? 0) + 1;
		used.set(label, count);
		labels.set(fieldIdOf(field), count === 1 ? label : `${label} (${count})`);
	}
	return labels;
}

/** The per-field answers of a response as [field id, answer] pairs: a list of answers, or an object by field id. */
function answerEntries(response: IDataObject): Array<[string, IDataObject]> {
	const answers = response.answers ?? response.fields ?? response.responses;
	if (Array.isArray(answers)) {
		return (answers as IDataObject[]).map((answer) => [
			String(answer.fieldId ?? answer.field_id ?? answer.id ?? ''),
			answer,
		]);
	}
	if (answers && typeof answers === 'object') {
		return Object.entries(answers as IDataObject).map(([id, answer]) => [
			id,
			answer && typeof answer === 'object' && !Array.isArray(answer)
				? (answer as IDataObject)
				: { value: answer },
		]);
	}
	return [];
}

/** Keys Simplify keeps of a response besides its answers. */
export const simplifiedResponseKeys = [
	'id',
	'formId',
	'status',
	'mode',
	'respondentEmail',
	'startedAt',
	'completedAt',
	'totalTimeSeconds',
	'completionPercentage',
];

/** A response as a workflow reads it: its summary and `answers` as {label: value}; `rawAnswers` keeps the API's answers. */
export function simplifyResponse(
	response: IDataObject,
	form: IDataObject,
	keepRaw: boolean,
): IDataObject {
	const labels = fieldLabels(form);
	const out: IDataObject = {};
	for (const key of simplifiedResponseKeys) if (key in response) out[key] = response[key];
	const answers: IDataObject = {};
	for (const [fieldId, answer] of answerEntries(response)) {
		let label = labels.get(fieldId) ?? fieldId;
		// An answer to a field the schema no longer has keeps its id, never overwriting another.
		while (label in answers) label = `${label} (${fieldId})`;
		answers[label] = answer.value ?? null;
	}
	out.answers = answers;
	if (keepRaw) out.rawAnswers = response.answers ?? response.fields ?? response.responses ?? null;
	return out;
}
