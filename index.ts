export { BizOpsWorkspaceCrmApi } from './credentials/BizOpsWorkspaceCrmApi.credentials';
export { WorkspaceCrm } from './nodes/WorkspaceCrm/WorkspaceCrm.node';
export { WorkspaceCrmTrigger } from './nodes/WorkspaceCrmTrigger/WorkspaceCrmTrigger.node';
