// The editor at /admin: Decap CMS reads its configuration from the page's `cms-config-url` link.
import CMS from "decap-cms-app";
import { adminUrl } from "./admin-files.ts";
import { PostPreview } from "./post-preview.tsx";

CMS.registerPreviewStyle(adminUrl("previewStyle"));
CMS.registerPreviewTemplate("posts", PostPreview);
CMS.init();
