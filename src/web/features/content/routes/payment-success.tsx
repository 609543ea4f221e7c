import { Navigate, Link, useLocation, useSearchParams } from "react-router";
import { LoadingScreen } from "@web/components/loading-screen";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { usePageMeta } from "@web/lib/pages/page-meta";
import { useMe } from "@web/lib/session/session";

/**
 * Where a checkout returns. OneTake does not take payments yet (pricing says "Coming Soon"), so
 * this page never claims a plan was bought: it confirms the reference it was given and says
 * plainly that nothing was charged.
 */
export function PaymentSuccessPage() {
  usePageMeta({ title: "Checkout", description: "Your OneTake checkout." });
  const [params] = useSearchParams();
  const location = useLocation();
  const me = useMe();
  const sessionId = params.get("session_id");

  if (!sessionId) return <Navigate to="/pricing" replace />;
  if (me.isPending) return <LoadingScreen />;
  if (!me.data)
    return <Navigate to={`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`} replace />;

  return (
    <div className="mx-auto max-w-xl px-4 py-16 sm:py-24">
      <Card>
        <CardContent className="grid gap-4 p-6 sm:p-8">
          <h1 className="text-2xl font-semibold text-slate-900">Paid plans are not live yet</h1>
          <p className="text-slate-700">
            We received checkout reference{" "}
            <code className="rounded bg-slate-100 px-1.5 py-0.5 text-sm">{sessionId}</code>, but OneTake is not taking
            payments yet, so nothing was charged. Verified companies can browse candidates now; we will email you before
            paid plans start.
          </p>
          <div className="flex flex-wrap gap-3 pt-2">
            <Button asChild>
              <Link to="/enterprise-dashboard">Go to your dashboard</Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
