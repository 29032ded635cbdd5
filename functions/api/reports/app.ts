import type { Services } from '../../core/services.js';
import { ReportService } from '../../core/reports/report-service.js';
import { InsightsService } from '../../core/reports/insights-service.js';
import { createGroupApp, readJson } from '../http.js';
import { requireUser } from '../session-cookies.js';

/**
 * Reports and AI Call Insights: GET /api/reports (figures of a range from the daily counters), GET
 * /api/reports/export.csv?kind=calls|figures, GET /api/reports/insights and POST /api/reports/insights/answers
 * ('Add answer' on a knowledge gap creates the FAQ).
 */
export function createReportsApp(services: Services) {
  const app = createGroupApp('/api/reports', services);
  const reports = new ReportService(services);
  const insights = new InsightsService(services);
  app.use('*', requireUser(services));
  app.get('/', async (c) => c.json(await reports.report(c.get('userId'), c.req.query())));
  app.get('/export.csv', async (c) => {
    const { filename, csv } = await reports.exportCsv(c.get('userId'), c.req.query());
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="${filename}"`);
    c.header('Cache-Control', 'no-store');
    return c.body(csv);
  });
  app.get('/insights', async (c) => c.json(await insights.insights(c.get('userId'), c.req.query())));
  app.post('/insights/answers', async (c) => c.json(await insights.addAnswer(c.get('userId'), await readJson(c)), 201));
  return app;
}
