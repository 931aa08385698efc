// Production's entry (build/node/server.js): the app as configured, with nothing a test adds.
import { serve } from './serve';

serve();
