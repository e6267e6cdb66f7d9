import { useCallback, useEffect, useState } from "react";
import { api } from "../api";
import type { UserInfoView } from "../api/portal";

/** GET /get-userinfo, with a setter for the answers of the edit modals. */
export function useUserInfo() {
  const [info, setInfo] = useState<UserInfoView | undefined>(undefined);
  const [failed, setFailed] = useState(false);

  const load = useCallback(() => {
    setFailed(false);
    api.userInfo().then(
      (answer) => setInfo(answer.data),
      () => setFailed(true),
    );
  }, []);

  useEffect(load, [load]);
  return { info, setInfo, failed, reload: load };
}
