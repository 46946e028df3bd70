import type { Resource } from '../../../shared/router';
import * as playback from './playback.operation';
import * as screenStatus from './screenStatus.operation';

export const analytics: Resource = { name: 'Analytics', operations: { playback, screenStatus } };
