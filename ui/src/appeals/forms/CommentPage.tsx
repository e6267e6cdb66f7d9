import { Limits } from "@portal/domain/shared/constants";
import type { CommentRow } from "@portal/domain/appeals/recognitionRow";
import { validateCommentAppeal } from "@portal/domain/appeals/commentAppeal";
import { useTranslation } from "react-i18next";
import { amountColumn, textColumn } from "./columns";
import { FormFrame } from "./FormFrame";
import { unkeyed, useRowList } from "./keyedRows";
import { RowTable } from "./RowTable";
import { basicHeader, useAppealBasics } from "./useAppealBasics";
import { useSubmitFlow } from "./useSubmitFlow";
import { saveCommentAppeal } from "../appealsApi";

const blankCommentRow = (): CommentRow => ({ comment: "", amount: Limits.defaultAmount });

/** The comment appeal (spec 2.14): free-text rows with a quantity; only the offer is required. */
export default function CommentPage() {
  const { t } = useTranslation();
  const basics = useAppealBasics(1);
  const flow = useSubmitFlow(Limits.commentSendDelayMs);
  const list = useRowList(blankCommentRow);
  const send = () => {
    const devices = unkeyed(list.rows);
    return flow.submit({
      validate: () => validateCommentAppeal({ devices }, { offerAccepted: basics.offer.accepted }),
      send: () =>
        saveCommentAppeal({
          appeal: basicHeader(basics),
          devices,
          offer_accepted: basics.offer.accepted,
        }),
      failure: "commentFailed",
    });
  };
  return (
    <FormFrame
      title={t("forms.comment.title")}
      basics={basics}
      busy={flow.busy}
      errors={flow.errors}
      onSend={send}
    >
      <RowTable
        caption={t("forms.comment.title")}
        rows={list.rows}
        rowKey={(row) => row._key}
        columns={[
          textColumn(
            list,
            t("forms.comment.text"),
            (row) => row.comment,
            (row, comment) => ({ ...row, comment }),
            {
              lines: 3,
            },
          ),
          amountColumn(list, t("forms.quantity")),
        ]}
        onRemove={list.remove}
        onAdd={list.add}
      />
    </FormFrame>
  );
}
