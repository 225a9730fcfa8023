import { Permission, Role } from 'appwrite'
import { ADMIN_TEAM_ID } from '../../../shared/appwrite-ids'

/** Applications and resumes are readable and writable only by the admin team (specification section 6). */
export const ADMIN_ONLY_PERMISSIONS = [
  Permission.read(Role.team(ADMIN_TEAM_ID)),
  Permission.write(Role.team(ADMIN_TEAM_ID)),
]
