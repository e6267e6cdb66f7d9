export interface FeedbackRecord {
  readonly id: number;
  readonly type: "private" | "public";
  readonly branch_id: number;
  readonly message: string;
  readonly region_id?: number;
  readonly district_id?: number;
  readonly name?: string;
  readonly email?: string;
  readonly phone?: string;
  readonly user_id?: number;
  readonly created_at: string;
}

export interface FeedbackRepository {
  insert(feedback: FeedbackRecord): Promise<void>;
  count(): Promise<number>;
}
