export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: "13.0.5"
  }
  public: {
    Tables: {
      activity: {
        Row: {
          actor_id: string | null
          created_at: string
          data: NonNullable<Json>
          id: string
          kind: Database["public"]["Enums"]["activity_kind"]
          task_id: string | null
          workspace_id: string
        }
        Insert: {
          actor_id?: string | null
          created_at?: string
          data?: NonNullable<Json>
          id?: string
          kind: Database["public"]["Enums"]["activity_kind"]
          task_id?: string | null
          workspace_id: string
        }
        Update: {
          actor_id?: string | null
          created_at?: string
          data?: NonNullable<Json>
          id?: string
          kind?: Database["public"]["Enums"]["activity_kind"]
          task_id?: string | null
          workspace_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "activity_actor_id_fkey"
            columns: ["actor_id"]
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "activity_task_id_fkey"
            columns: ["task_id"]
            referencedRelation: "tasks"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "activity_workspace_id_fkey"
            columns: ["workspace_id"]
            referencedRelation: "workspaces"
            referencedColumns: ["id"]
          },
        ]
      }
      attachments: {
        Row: {
          created_at: string
          file_name: string
          id: string
          mime_type: string
          object_path: string
          size_bytes: number
          task_id: string
          uploaded_by: string | null
          workspace_id: string
        }
        Insert: {
          created_at?: string
          file_name: string
          id?: string
          mime_type?: string
          object_path: string
          size_bytes: number
          task_id: string
          uploaded_by?: string | null
          workspace_id: string
        }
        Update: {
          created_at?: string
          file_name?: string
          id?: string
          mime_type?: string
          object_path?: string
          size_bytes?: number
          task_id?: string
          uploaded_by?: string | null
          workspace_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "attachments_task_id_fkey"
            columns: ["task_id"]
            referencedRelation: "tasks"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "attachments_uploaded_by_fkey"
            columns: ["uploaded_by"]
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "attachments_workspace_id_fkey"
            columns: ["workspace_id"]
            referencedRelation: "workspaces"
            referencedColumns: ["id"]
          },
        ]
      }
      board_columns: {
        Row: {
          board_id: string
          created_at: string
          id: string
          name: string
          position: string
          status_group: Database["public"]["Enums"]["column_group"]
          updated_at: string
          workspace_id: string
        }
        Insert: {
          board_id: string
          created_at?: string
          id?: string
          name: string
          position: string
          status_group?: Database["public"]["Enums"]["column_group"]
          updated_at?: string
          workspace_id: string
        }
        Update: {
          board_id?: string
          created_at?: string
          id?: string
          name?: string
          position?: string
          status_group?: Database["public"]["Enums"]["column_group"]
          updated_at?: string
          workspace_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "board_columns_board_fkey"
            columns: ["workspace_id", "board_id"]
            referencedRelation: "boards"
            referencedColumns: ["workspace_id", "id"]
          },
        ]
      }
      boards: {
        Row: {
          archived_at: string | null
          created_at: string
          created_by: string | null
          description: string
          id: string
          name: string
          slug: string
          updated_at: string
          workspace_id: string
        }
        Insert: {
          archived_at?: string | null
          created_at?: string
          created_by?: string | null
          description?: string
          id?: string
          name: string
          slug?: string
          updated_at?: string
          workspace_id: string
        }
        Update: {
          archived_at?: string | null
          created_at?: string
          created_by?: string | null
          description?: string
          id?: string
          name?: string
          slug?: string
          updated_at?: string
          workspace_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "boards_created_by_fkey"
            columns: ["created_by"]
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "boards_workspace_id_fkey"
            columns: ["workspace_id"]
            referencedRelation: "workspaces"
            referencedColumns: ["id"]
          },
        ]
      }
      checklist_items: {
        Row: {
          body: string
          created_at: string
          created_by: string | null
          done: boolean
          id: string
          position: string
          task_id: string
          updated_at: string
          workspace_id: string
        }
        Insert: {
          body: string
          created_at?: string
          created_by?: string | null
          done?: boolean
          id?: string
          position: string
          task_id: string
          updated_at?: string
          workspace_id: string
        }
        Update: {
          body?: string
          created_at?: string
          created_by?: string | null
          done?: boolean
          id?: string
          position?: string
          task_id?: string
          updated_at?: string
          workspace_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "checklist_items_created_by_fkey"
            columns: ["created_by"]
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "checklist_items_task_fkey"
            columns: ["workspace_id", "task_id"]
            referencedRelation: "tasks"
            referencedColumns: ["workspace_id", "id"]
          },
        ]
      }
      comments: {
        Row: {
          author_id: string | null
          body: string
          created_at: string
          edited_at: string | null
          id: string
          imported_author: string | null
          task_id: string
          workspace_id: string
        }
        Insert: {
          author_id?: string | null
          body: string
          created_at?: string
          edited_at?: string | null
          id?: string
          imported_author?: string | null
          task_id: string
          workspace_id: string
        }
        Update: {
          author_id?: string | null
          body?: string
          created_at?: string
          edited_at?: string | null
          id?: string
          imported_author?: string | null
          task_id?: string
          workspace_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "comments_author_id_fkey"
            columns: ["author_id"]
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "comments_task_id_fkey"
            columns: ["task_id"]
            referencedRelation: "tasks"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "comments_workspace_id_fkey"
            columns: ["workspace_id"]
            referencedRelation: "workspaces"
            referencedColumns: ["id"]
          },
        ]
      }
      imports: {
        Row: {
          board_id: string | null
          created_at: string
          created_by: string | null
          done: number
          error: string | null
          id: string
          name: string
          source: string
          source_id: string
          status: Database["public"]["Enums"]["import_status"]
          total: number
          updated_at: string
          workspace_id: string
        }
        Insert: {
          board_id?: string | null
          created_at?: string
          created_by?: string | null
          done?: number
          error?: string | null
          id?: string
          name: string
          source: string
          source_id: string
          status?: Database["public"]["Enums"]["import_status"]
          total?: number
          updated_at?: string
          workspace_id: string
        }
        Update: {
          board_id?: string | null
          created_at?: string
          created_by?: string | null
          done?: number
          error?: string | null
          id?: string
          name?: string
          source?: string
          source_id?: string
          status?: Database["public"]["Enums"]["import_status"]
          total?: number
          updated_at?: string
          workspace_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "imports_board_id_fkey"
            columns: ["board_id"]
            referencedRelation: "boards"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "imports_created_by_fkey"
            columns: ["created_by"]
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "imports_workspace_id_fkey"
            columns: ["workspace_id"]
            referencedRelation: "workspaces"
            referencedColumns: ["id"]
          },
        ]
      }
      invitations: {
        Row: {
          accepted_at: string | null
          created_at: string
          email: string
          expires_at: string
          id: string
          invited_by: string | null
          revoked_at: string | null
          role: Database["public"]["Enums"]["workspace_role"]
          token_hash: string
          workspace_id: string
        }
        Insert: {
          accepted_at?: string | null
          created_at?: string
          email: string
          expires_at?: string
          id?: string
          invited_by?: string | null
          revoked_at?: string | null
          role?: Database["public"]["Enums"]["workspace_role"]
          token_hash: string
          workspace_id: string
        }
        Update: {
          accepted_at?: string | null
          created_at?: string
          email?: string
          expires_at?: string
          id?: string
          invited_by?: string | null
          revoked_at?: string | null
          role?: Database["public"]["Enums"]["workspace_role"]
          token_hash?: string
          workspace_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "invitations_invited_by_fkey"
            columns: ["invited_by"]
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "invitations_workspace_id_fkey"
            columns: ["workspace_id"]
            referencedRelation: "workspaces"
            referencedColumns: ["id"]
          },
        ]
      }
      labels: {
        Row: {
          color: Database["public"]["Enums"]["label_color"]
          created_at: string
          id: string
          name: string
          workspace_id: string
        }
        Insert: {
          color?: Database["public"]["Enums"]["label_color"]
          created_at?: string
          id?: string
          name: string
          workspace_id: string
        }
        Update: {
          color?: Database["public"]["Enums"]["label_color"]
          created_at?: string
          id?: string
          name?: string
          workspace_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "labels_workspace_id_fkey"
            columns: ["workspace_id"]
            referencedRelation: "workspaces"
            referencedColumns: ["id"]
          },
        ]
      }
      notification_mails: {
        Row: {
          attempts: number
          cadence: Database["public"]["Enums"]["notification_delivery"]
          created_at: string
          id: string
          last_error: string | null
          lease_until: string | null
          next_attempt_at: string
          send_after: string
          sent_at: string | null
          status: Database["public"]["Enums"]["mail_status"]
          user_id: string
          workspace_id: string
        }
        Insert: {
          attempts?: number
          cadence: Database["public"]["Enums"]["notification_delivery"]
          created_at?: string
          id?: string
          last_error?: string | null
          lease_until?: string | null
          next_attempt_at?: string
          send_after: string
          sent_at?: string | null
          status?: Database["public"]["Enums"]["mail_status"]
          user_id: string
          workspace_id: string
        }
        Update: {
          attempts?: number
          cadence?: Database["public"]["Enums"]["notification_delivery"]
          created_at?: string
          id?: string
          last_error?: string | null
          lease_until?: string | null
          next_attempt_at?: string
          send_after?: string
          sent_at?: string | null
          status?: Database["public"]["Enums"]["mail_status"]
          user_id?: string
          workspace_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "notification_mails_user_id_fkey"
            columns: ["user_id"]
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "notification_mails_workspace_id_fkey"
            columns: ["workspace_id"]
            referencedRelation: "workspaces"
            referencedColumns: ["id"]
          },
        ]
      }
      notification_preferences: {
        Row: {
          delivery: Database["public"]["Enums"]["notification_delivery"]
          kind: Database["public"]["Enums"]["notification_kind"]
          user_id: string
        }
        Insert: {
          delivery: Database["public"]["Enums"]["notification_delivery"]
          kind: Database["public"]["Enums"]["notification_kind"]
          user_id?: string
        }
        Update: {
          delivery?: Database["public"]["Enums"]["notification_delivery"]
          kind?: Database["public"]["Enums"]["notification_kind"]
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "notification_preferences_user_id_fkey"
            columns: ["user_id"]
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      notifications: {
        Row: {
          actor_id: string | null
          created_at: string
          data: NonNullable<Json>
          event_id: string
          id: string
          kind: Database["public"]["Enums"]["notification_kind"]
          mail_id: string | null
          read_at: string | null
          task_id: string | null
          user_id: string
          workspace_id: string
        }
        Insert: {
          actor_id?: string | null
          created_at?: string
          data?: NonNullable<Json>
          event_id: string
          id?: string
          kind: Database["public"]["Enums"]["notification_kind"]
          mail_id?: string | null
          read_at?: string | null
          task_id?: string | null
          user_id: string
          workspace_id: string
        }
        Update: {
          actor_id?: string | null
          created_at?: string
          data?: NonNullable<Json>
          event_id?: string
          id?: string
          kind?: Database["public"]["Enums"]["notification_kind"]
          mail_id?: string | null
          read_at?: string | null
          task_id?: string | null
          user_id?: string
          workspace_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "notifications_actor_id_fkey"
            columns: ["actor_id"]
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "notifications_mail_id_fkey"
            columns: ["mail_id"]
            referencedRelation: "notification_mails"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "notifications_task_id_fkey"
            columns: ["task_id"]
            referencedRelation: "tasks"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "notifications_workspace_id_fkey"
            columns: ["workspace_id"]
            referencedRelation: "workspaces"
            referencedColumns: ["id"]
          },
        ]
      }
      profiles: {
        Row: {
          avatar_path: string | null
          created_at: string
          display_name: string
          id: string
          updated_at: string
        }
        Insert: {
          avatar_path?: string | null
          created_at?: string
          display_name: string
          id: string
          updated_at?: string
        }
        Update: {
          avatar_path?: string | null
          created_at?: string
          display_name?: string
          id?: string
          updated_at?: string
        }
        Relationships: []
      }
      support_audit: {
        Row: {
          action: Database["public"]["Enums"]["support_action"]
          actor_email: string
          actor_id: string
          created_at: string
          id: string
          outcome: string
          query: string | null
          reason: string | null
          target_id: string | null
          target_type: string
        }
        Insert: {
          action: Database["public"]["Enums"]["support_action"]
          actor_email: string
          actor_id: string
          created_at?: string
          id?: string
          outcome?: string
          query?: string | null
          reason?: string | null
          target_id?: string | null
          target_type: string
        }
        Update: {
          action?: Database["public"]["Enums"]["support_action"]
          actor_email?: string
          actor_id?: string
          created_at?: string
          id?: string
          outcome?: string
          query?: string | null
          reason?: string | null
          target_id?: string | null
          target_type?: string
        }
        Relationships: []
      }
      task_labels: {
        Row: {
          created_at: string
          label_id: string
          task_id: string
          workspace_id: string
        }
        Insert: {
          created_at?: string
          label_id: string
          task_id: string
          workspace_id: string
        }
        Update: {
          created_at?: string
          label_id?: string
          task_id?: string
          workspace_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "task_labels_label_fkey"
            columns: ["workspace_id", "label_id"]
            referencedRelation: "labels"
            referencedColumns: ["workspace_id", "id"]
          },
          {
            foreignKeyName: "task_labels_task_fkey"
            columns: ["workspace_id", "task_id"]
            referencedRelation: "tasks"
            referencedColumns: ["workspace_id", "id"]
          },
        ]
      }
      task_search: {
        Row: {
          document: unknown
          task_id: string
          workspace_id: string
        }
        Insert: {
          document?: unknown
          task_id: string
          workspace_id: string
        }
        Update: {
          document?: unknown
          task_id?: string
          workspace_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "task_search_task_id_fkey"
            columns: ["task_id"]
            referencedRelation: "tasks"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "task_search_workspace_id_fkey"
            columns: ["workspace_id"]
            referencedRelation: "workspaces"
            referencedColumns: ["id"]
          },
        ]
      }
      tasks: {
        Row: {
          assignee_id: string | null
          attachment_count: number
          board_id: string
          checklist_done: number
          checklist_total: number
          column_id: string
          comment_count: number
          completed_at: string | null
          created_at: string
          created_by: string | null
          description: string
          due_date: string | null
          id: string
          label_ids: string[]
          number: number
          position: string
          priority: Database["public"]["Enums"]["task_priority"]
          status: Database["public"]["Enums"]["task_status"]
          title: string
          updated_at: string
          workspace_id: string
        }
        Insert: {
          assignee_id?: string | null
          attachment_count?: number
          board_id?: string
          checklist_done?: number
          checklist_total?: number
          column_id?: string
          comment_count?: number
          completed_at?: string | null
          created_at?: string
          created_by?: string | null
          description?: string
          due_date?: string | null
          id?: string
          label_ids?: string[]
          number?: number
          position: string
          priority?: Database["public"]["Enums"]["task_priority"]
          status?: Database["public"]["Enums"]["task_status"]
          title: string
          updated_at?: string
          workspace_id: string
        }
        Update: {
          assignee_id?: string | null
          attachment_count?: number
          board_id?: string
          checklist_done?: number
          checklist_total?: number
          column_id?: string
          comment_count?: number
          completed_at?: string | null
          created_at?: string
          created_by?: string | null
          description?: string
          due_date?: string | null
          id?: string
          label_ids?: string[]
          number?: number
          position?: string
          priority?: Database["public"]["Enums"]["task_priority"]
          status?: Database["public"]["Enums"]["task_status"]
          title?: string
          updated_at?: string
          workspace_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "tasks_assignee_id_fkey"
            columns: ["assignee_id"]
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "tasks_assignee_is_member"
            columns: ["workspace_id", "assignee_id"]
            referencedRelation: "workspace_members"
            referencedColumns: ["workspace_id", "user_id"]
          },
          {
            foreignKeyName: "tasks_board_fkey"
            columns: ["workspace_id", "board_id"]
            referencedRelation: "boards"
            referencedColumns: ["workspace_id", "id"]
          },
          {
            foreignKeyName: "tasks_column_fkey"
            columns: ["board_id", "column_id"]
            referencedRelation: "board_columns"
            referencedColumns: ["board_id", "id"]
          },
          {
            foreignKeyName: "tasks_created_by_fkey"
            columns: ["created_by"]
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "tasks_workspace_id_fkey"
            columns: ["workspace_id"]
            referencedRelation: "workspaces"
            referencedColumns: ["id"]
          },
        ]
      }
      watchers: {
        Row: {
          created_at: string
          task_id: string
          user_id: string
          workspace_id: string
        }
        Insert: {
          created_at?: string
          task_id: string
          user_id: string
          workspace_id: string
        }
        Update: {
          created_at?: string
          task_id?: string
          user_id?: string
          workspace_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "watchers_task_id_fkey"
            columns: ["task_id"]
            referencedRelation: "tasks"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "watchers_user_id_fkey"
            columns: ["user_id"]
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "watchers_user_is_member"
            columns: ["workspace_id", "user_id"]
            referencedRelation: "workspace_members"
            referencedColumns: ["workspace_id", "user_id"]
          },
        ]
      }
      workspace_members: {
        Row: {
          joined_at: string
          role: Database["public"]["Enums"]["workspace_role"]
          user_id: string
          workspace_id: string
        }
        Insert: {
          joined_at?: string
          role?: Database["public"]["Enums"]["workspace_role"]
          user_id: string
          workspace_id: string
        }
        Update: {
          joined_at?: string
          role?: Database["public"]["Enums"]["workspace_role"]
          user_id?: string
          workspace_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "workspace_members_user_id_fkey"
            columns: ["user_id"]
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "workspace_members_workspace_id_fkey"
            columns: ["workspace_id"]
            referencedRelation: "workspaces"
            referencedColumns: ["id"]
          },
        ]
      }
      workspaces: {
        Row: {
          created_at: string
          created_by: string | null
          id: string
          name: string
          slug: string
          updated_at: string
        }
        Insert: {
          created_at?: string
          created_by?: string | null
          id?: string
          name: string
          slug: string
          updated_at?: string
        }
        Update: {
          created_at?: string
          created_by?: string | null
          id?: string
          name?: string
          slug?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "workspaces_created_by_fkey"
            columns: ["created_by"]
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
    }
    Views: {
      [_ in never]: never
    }
    Functions: {
      accept_invitation: {
        Args: { token: string }
        Returns: {
          created_at: string
          created_by: string | null
          id: string
          name: string
          slug: string
          updated_at: string
        }
        SetofOptions: {
          from: "*"
          to: "workspaces"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      account_deletion_check: {
        Args: Record<PropertyKey, never>
        Returns: string[]
      }
      board_column_counts: {
        Args: {
          assignee?: string
          board_id: string
          label_id?: string
          older_than?: string
          priorities?: string[]
          unassigned?: boolean
          words?: string[]
        }
        Returns: {
          column_id: string
          matching: number
          older: number
          total: number
        }[]
      }
      board_screen: {
        Args: {
          board_slug?: string
          last_board_slug?: string
          older_than?: string
          page_size?: number
          workspace_id: string
        }
        Returns: Json
      }
      board_task_page: {
        Args: {
          after_id?: string
          after_position?: string
          assignee?: string
          board_id: string
          column_id?: string
          label_id?: string
          older_than?: string
          page_size?: number
          priorities?: string[]
          unassigned?: boolean
          words?: string[]
        }
        Returns: {
          assignee_id: string | null
          attachment_count: number
          board_id: string
          checklist_done: number
          checklist_total: number
          column_id: string
          comment_count: number
          completed_at: string | null
          created_at: string
          created_by: string | null
          description: string
          due_date: string | null
          id: string
          label_ids: string[]
          number: number
          position: string
          priority: Database["public"]["Enums"]["task_priority"]
          status: Database["public"]["Enums"]["task_status"]
          title: string
          updated_at: string
          workspace_id: string
        }[]
        SetofOptions: {
          from: "*"
          to: "tasks"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      cancel_import: {
        Args: { import_id: string }
        Returns: {
          board_id: string | null
          created_at: string
          created_by: string | null
          done: number
          error: string | null
          id: string
          name: string
          source: string
          source_id: string
          status: Database["public"]["Enums"]["import_status"]
          total: number
          updated_at: string
          workspace_id: string
        }
        SetofOptions: {
          from: "*"
          to: "imports"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      change_member_role: {
        Args: {
          role: Database["public"]["Enums"]["workspace_role"]
          user_id: string
          workspace_id: string
        }
        Returns: undefined
      }
      claim_notification_mails: {
        Args: { batch_size?: number; lease_seconds?: number }
        Returns: {
          attempts: number
          cadence: Database["public"]["Enums"]["notification_delivery"]
          created_at: string
          id: string
          last_error: string | null
          lease_until: string | null
          next_attempt_at: string
          send_after: string
          sent_at: string | null
          status: Database["public"]["Enums"]["mail_status"]
          user_id: string
          workspace_id: string
        }[]
        SetofOptions: {
          from: "*"
          to: "notification_mails"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      create_invitation: {
        Args: {
          email: string
          role?: Database["public"]["Enums"]["workspace_role"]
          workspace_id: string
        }
        Returns: Database["public"]["CompositeTypes"]["issued_invitation"]
        SetofOptions: {
          from: "*"
          to: "issued_invitation"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      create_workspace: {
        Args: { name: string; slug: string }
        Returns: {
          created_at: string
          created_by: string | null
          id: string
          name: string
          slug: string
          updated_at: string
        }
        SetofOptions: {
          from: "*"
          to: "workspaces"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      delete_board_column: {
        Args: { column_id: string; destination_id?: string }
        Returns: undefined
      }
      import_member_ids: {
        Args: { emails: Json; workspace_id: string }
        Returns: Json
      }
      import_tasks: { Args: { board_id: string; rows: Json }; Returns: number }
      invitation_preview: {
        Args: { token: string }
        Returns: {
          inviter_name: string
          workspace_name: string
        }[]
      }
      leave_workspace: { Args: { workspace_id: string }; Returns: undefined }
      move_task: {
        Args: {
          board_id?: string
          column_id?: string
          position_key: string
          status?: Database["public"]["Enums"]["task_status"]
          task_id: string
          workspace_id?: string
        }
        Returns: {
          assignee_id: string | null
          attachment_count: number
          board_id: string
          checklist_done: number
          checklist_total: number
          column_id: string
          comment_count: number
          completed_at: string | null
          created_at: string
          created_by: string | null
          description: string
          due_date: string | null
          id: string
          label_ids: string[]
          number: number
          position: string
          priority: Database["public"]["Enums"]["task_priority"]
          status: Database["public"]["Enums"]["task_status"]
          title: string
          updated_at: string
          workspace_id: string
        }
        SetofOptions: {
          from: "*"
          to: "tasks"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      notification_mail_content: { Args: { mail_id: string }; Returns: Json }
      notify_due_dates: { Args: { today?: string }; Returns: number }
      remove_member: {
        Args: { user_id: string; workspace_id: string }
        Returns: undefined
      }
      run_import_step: {
        Args: { import_id: string; size?: number }
        Returns: {
          board_id: string | null
          created_at: string
          created_by: string | null
          done: number
          error: string | null
          id: string
          name: string
          source: string
          source_id: string
          status: Database["public"]["Enums"]["import_status"]
          total: number
          updated_at: string
          workspace_id: string
        }
        SetofOptions: {
          from: "*"
          to: "imports"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      search_tasks: {
        Args: {
          assignee?: string
          board_slug?: string
          label_ids?: string[]
          max_results?: number
          query: string
          status_group?: Database["public"]["Enums"]["column_group"]
          workspace_slug?: string
        }
        Returns: {
          assignee_id: string
          board_name: string
          board_slug: string
          column_name: string
          comment_id: string
          label_ids: string[]
          matched_in: string
          number: number
          priority: Database["public"]["Enums"]["task_priority"]
          rank: number
          snippet: string
          status: Database["public"]["Enums"]["task_status"]
          status_group: Database["public"]["Enums"]["column_group"]
          task_id: string
          title: string
          title_highlight: string
          workspace_id: string
          workspace_name: string
          workspace_slug: string
        }[]
      }
      settle_notification_mail: {
        Args: { error?: string; mail_id: string; outcome: string }
        Returns: Database["public"]["Enums"]["mail_status"]
      }
      slug_available: { Args: { slug: string }; Returns: boolean }
      start_attachment_upload: {
        Args: {
          file_name: string
          mime_type: string
          size_bytes: number
          task_id: string
        }
        Returns: string
      }
      start_trello_import: {
        Args: { plan: Json; workspace_id: string }
        Returns: Json
      }
      support_sign_out_everywhere: { Args: { target: string }; Returns: number }
      support_user_id_by_email: { Args: { address: string }; Returns: string }
      sweep_attachment_uploads: { Args: { task_id: string }; Returns: string[] }
      task_people: {
        Args: { task_id: string }
        Returns: {
          avatar_path: string | null
          created_at: string
          display_name: string
          id: string
          updated_at: string
        }[]
        SetofOptions: {
          from: "*"
          to: "profiles"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      transfer_ownership: {
        Args: { new_owner_id: string; workspace_id: string }
        Returns: undefined
      }
      unsubscribe_notifications: { Args: { token: string }; Returns: Json }
    }
    Enums: {
      activity_kind:
        | "task_created"
        | "status_changed"
        | "assigned"
        | "priority_changed"
        | "title_changed"
        | "attachment_added"
        | "attachment_removed"
        | "column_changed"
        | "board_changed"
        | "label_added"
        | "label_removed"
        | "checklist_item_completed"
        | "due_date_changed"
        | "description_changed"
      column_group:
        | "backlog"
        | "unstarted"
        | "started"
        | "completed"
        | "canceled"
      import_status: "running" | "completed" | "failed" | "canceled"
      label_color:
        | "gray"
        | "red"
        | "orange"
        | "yellow"
        | "green"
        | "teal"
        | "blue"
        | "purple"
        | "pink"
      mail_status: "pending" | "sending" | "sent" | "failed" | "dropped"
      notification_delivery: "instant" | "digest" | "off"
      notification_kind:
        | "assigned"
        | "mentioned"
        | "commented"
        | "task_closed"
        | "invitation_accepted"
        | "due_soon"
        | "overdue"
      support_action:
        | "resend_confirmation"
        | "revoke_invitation"
        | "ban"
        | "unban"
        | "sign_out_everywhere"
        | "find_user"
        | "find_workspace"
      task_priority: "none" | "low" | "medium" | "high" | "urgent"
      task_status:
        | "backlog"
        | "todo"
        | "in_progress"
        | "in_review"
        | "done"
        | "canceled"
      workspace_role: "owner" | "admin" | "member"
    }
    CompositeTypes: {
      issued_invitation: {
        id: string | null
        workspace_id: string | null
        email: string | null
        role: Database["public"]["Enums"]["workspace_role"] | null
        expires_at: string | null
        token: string | null
      }
    }
  }
}

type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends (PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never) = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never

export const Constants = {
  public: {
    Enums: {
      activity_kind: [
        "task_created",
        "status_changed",
        "assigned",
        "priority_changed",
        "title_changed",
        "attachment_added",
        "attachment_removed",
        "column_changed",
        "board_changed",
        "label_added",
        "label_removed",
        "checklist_item_completed",
        "due_date_changed",
        "description_changed",
      ],
      column_group: [
        "backlog",
        "unstarted",
        "started",
        "completed",
        "canceled",
      ],
      import_status: ["running", "completed", "failed", "canceled"],
      label_color: [
        "gray",
        "red",
        "orange",
        "yellow",
        "green",
        "teal",
        "blue",
        "purple",
        "pink",
      ],
      mail_status: ["pending", "sending", "sent", "failed", "dropped"],
      notification_delivery: ["instant", "digest", "off"],
      notification_kind: [
        "assigned",
        "mentioned",
        "commented",
        "task_closed",
        "invitation_accepted",
        "due_soon",
        "overdue",
      ],
      support_action: [
        "resend_confirmation",
        "revoke_invitation",
        "ban",
        "unban",
        "sign_out_everywhere",
        "find_user",
        "find_workspace",
      ],
      task_priority: ["none", "low", "medium", "high", "urgent"],
      task_status: [
        "backlog",
        "todo",
        "in_progress",
        "in_review",
        "done",
        "canceled",
      ],
      workspace_role: ["owner", "admin", "member"],
    },
  },
} as const
