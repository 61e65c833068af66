// The editor at /admin: Decap CMS reads its configuration from the page's `cms-config-url` link.
import CMS from "decap-cms-app";

CMS.init();
