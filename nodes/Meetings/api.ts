import { BizOpsMeetingsApi } from '../../credentials/BizOpsMeetingsApi.credentials';
import type { ApiDefinition } from '../shared/transport';
import { credentialTest, interfaceRequest } from '../shared/transport';

export const meetings: ApiDefinition = {
	name: 'Meetings',
	credentialType: 'bizOpsMeetingsApi',
	prefix: '/public',
	hints: {
		TRANSCRIPT_NOT_READY:
			"The session provider has not finished this session's transcript yet (it is produced after the session ends): try again in a few minutes, or turn on Wait Until Ready.",
		'401':
			'The API key is missing or invalid: take a key from the meetings dashboard and put it in the credential.',
		'404':
			'Check the public meeting ID (as Meeting → Create returns it) and, for a transcript, the session ID.',
	},
};

/**
 * The credential test (*Test*): every route needs a meeting, so it reads the summary of one that
 * does not exist: 404 means the key was accepted (401 or 403 that it was not).
 */
export const meetingsCredentialTest = credentialTest(
	meetings,
	new BizOpsMeetingsApi().authenticate,
	{ method: 'GET', path: '/meetings/n8n-credential-test/summary', allowStatus: [404] },
);

/** A Meetings request: answers are plain JSON (`{success, message, ...}`), returned as they are. */
export const meetingsRequest = interfaceRequest(meetings);

/** The 21 documented transcription languages, in the document's order. */
export const LANGUAGE_CODES = [
	'en',
	'en-US',
	'en-AU',
	'en-GB',
	'en-IN',
	'en-NZ',
	'es',
	'es-419',
	'fr',
	'fr-CA',
	'de',
	'de-CH',
	'hi',
	'ru',
	'pt',
	'pt-BR',
	'pt-PT',
	'ja',
	'it',
	'nl',
	'multi',
];

/** The same languages by name, for the dropdown. */
export const LANGUAGES = [
	{ name: 'Dutch', value: 'nl' },
	{ name: 'English', value: 'en' },
	{ name: 'English (Australia)', value: 'en-AU' },
	{ name: 'English (India)', value: 'en-IN' },
	{ name: 'English (New Zealand)', value: 'en-NZ' },
	{ name: 'English (United Kingdom)', value: 'en-GB' },
	{ name: 'English (United States)', value: 'en-US' },
	{ name: 'French', value: 'fr' },
	{ name: 'French (Canada)', value: 'fr-CA' },
	{ name: 'German', value: 'de' },
	{ name: 'German (Switzerland)', value: 'de-CH' },
	{ name: 'Hindi', value: 'hi' },
	{ name: 'Italian', value: 'it' },
	{ name: 'Japanese', value: 'ja' },
	{ name: 'Multiple Languages', value: 'multi' },
	{ name: 'Portuguese', value: 'pt' },
	{ name: 'Portuguese (Brazil)', value: 'pt-BR' },
	{ name: 'Portuguese (Portugal)', value: 'pt-PT' },
	{ name: 'Russian', value: 'ru' },
	{ name: 'Spanish', value: 'es' },
	{ name: 'Spanish (Latin America)', value: 'es-419' },
];

export const PRESETS = [
	{ name: 'Guest', value: 'service_meet_guest' },
	{
		name: 'Host',
		value: 'service_meet_host',
		description: 'Connects with the returned token and runs the meeting',
	},
	{ name: 'Participant', value: 'service_meet_participant' },
];
