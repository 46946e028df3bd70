import type { Route, SandboxInterface } from '../server';
import { codeAndMessageError } from '../server';
import { screensRoutes } from './routes/screens';
import { mediaRoutes } from './routes/media';
import { playlistsRoutes } from './routes/playlists';
import { layoutsRoutes } from './routes/layouts';
import { schedulesRoutes } from './routes/schedules';
import { analyticsRoutes } from './routes/analytics';
import { groupsRoutes } from './routes/groups';
import { controlsRoutes } from './routes/controls';
import { SignageState } from './state';

export { seedSignage } from './seed';
export { SignageState, VIDEO_SECONDS } from './state';

/**
 * Signage (doc 000) simulated: screens paired by the code a waiting device shows, their status
 * (changed when the sandbox is told to: `setStatus`, or `POST /_sim/screens/{id}/status`), remote
 * actions, media with their bytes (multipart upload), the 409 for media in use unless `force=true`,
 * playlists with their total duration, layouts, schedules, groups, and analytics from recorded plays.
 * The document shows neither record envelopes nor the error body: records are bare, lists
 * `{data, meta {current_page, total_pages, total_count}}`, errors `{error, message, details?}`.
 */

export const SIGNAGE_TOKENS = {
	full: 'signage-full-token',
	/** The read scopes only: writes that name a scope answer 403 */
	readOnly: 'signage-read-token',
};

const ALL_SCOPES = [
	'grid:screens:read',
	'grid:screens:write',
	'grid:media:read',
	'grid:media:write',
	'grid:playlists:write',
	'grid:schedules:write',
	'grid:analytics:read',
];
const READ_SCOPES = ALL_SCOPES.filter((scope) => scope.endsWith(':read'));

export function signageSandbox(
	state = new SignageState(),
): SandboxInterface & { state: SignageState } {
	const routes: Route[] = [
		...screensRoutes(state),
		...mediaRoutes(state),
		...playlistsRoutes(state),
		...layoutsRoutes(state),
		...schedulesRoutes(state),
		...analyticsRoutes(state),
		...groupsRoutes(state),
		...controlsRoutes(state),
	];

	return {
		slug: 'signage',
		prefix: '/grid/v1',
		tokens: {
			[SIGNAGE_TOKENS.full]: { userId: 'operator', scopes: ALL_SCOPES },
			[SIGNAGE_TOKENS.readOnly]: { userId: 'viewer', scopes: READ_SCOPES },
		},
		routes,
		state,
		error: codeAndMessageError,
		reset() {
			for (const map of [
				state.screens,
				state.media,
				state.files,
				state.playlists,
				state.layouts,
				state.schedules,
				state.groups,
				state.waiting,
			])
				map.clear();
			state.plays = [];
			state.actions = [];
		},
	};
}
