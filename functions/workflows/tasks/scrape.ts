import { scrapeWorkflow } from '../scrape.js';
import { taskLambda } from '../task-handler.js';

/** The scrape workflow's task Lambda: the scraper's HTML stack ships here and nowhere else; it sends nothing. */
export const handler = taskLambda(scrapeWorkflow, []);
