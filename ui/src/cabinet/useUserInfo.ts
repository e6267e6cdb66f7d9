import { useCallback, useEffect, useState } from "react";
import type { UserInfo } from "@portal/domain/cabinet/userInfo";
import { userInfo } from "./cabinetApi";

/** GET /get-userinfo, with a setter for the answers of the edit modals. */
export function useUserInfo() {
  const [info, setInfo] = useState<UserInfo | undefined>(undefined);
  const [failed, setFailed] = useState(false);

  const load = useCallback(() => {
    setFailed(false);
    userInfo().then(
      (answer) => setInfo(answer.data),
      () => setFailed(true),
    );
  }, []);

  useEffect(load, [load]);
  return { info, setInfo, failed, reload: load };
}
