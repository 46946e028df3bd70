import { recordOperations } from '../../../shared/crud';
import { signageRecords } from '../../api';
import { layoutWrite } from '../parameters';

export const option = { name: 'Create', action: 'Create a layout', description: 'Create a layout' };

export const { description, execute } = recordOperations(signageRecords).create(layoutWrite);
