import { beforeSignOut } from '../lib/before-sign-out';

// Reminders for an account stop on the device it signs out of. The code loads only then, not with the first script.
beforeSignOut((userId) => import('../features/reminders/forget-this-device').then((m) => m.forgetThisDevice(userId)));
