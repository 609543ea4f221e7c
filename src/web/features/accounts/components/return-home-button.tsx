import { Link } from "react-router";
import { Button } from "@web/components/ui/button";

/** The quiet way out of an account page: back to the home page. */
export function ReturnHomeButton() {
  return (
    <Button variant="outline" asChild>
      <Link to="/">Return to Home Page</Link>
    </Button>
  );
}
