import { consoleRoute } from '#web/features/operator/components/console-page';
import { UsersContent } from '#web/features/operator/users/users-page';

const route = consoleRoute('users', UsersContent);

export const meta = route.meta;
export default route.Component;
