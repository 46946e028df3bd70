import type { Resource } from '../../../shared/router';
import * as forecast from './forecast.operation';
import * as pipeline from './pipeline.operation';
import * as team from './team.operation';

export const report: Resource = { name: 'Report', operations: { forecast, pipeline, team } };
