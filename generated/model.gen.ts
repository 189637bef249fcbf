// generated - do not edit (npm run codegen)
/** The v7 OData resource model, from the x-odata annotations of openapi/components/resources.yaml. */
import type { ModelDef } from './model-def.gen.ts';

export const model: ModelDef = {
  "resources": [
    {
      "name": "actor",
      "synonyms": [],
      "fields": [
        {
          "name": "id",
          "type": "Serial",
          "nullable": false,
          "readOnly": true
        }
      ],
      "navigations": [
        {
          "name": "is_of__user",
          "target": "user",
          "cardinality": "many",
          "via": "actor"
        },
        {
          "name": "api_key",
          "target": "api_key",
          "cardinality": "many",
          "via": "is_of__actor"
        },
        {
          "name": "is_of__application",
          "target": "application",
          "cardinality": "many",
          "via": "actor"
        },
        {
          "name": "is_of__device",
          "target": "device",
          "cardinality": "many",
          "via": "actor"
        },
        {
          "name": "device_history",
          "target": "device_history",
          "cardinality": "many",
          "via": "tracks__actor"
        }
      ],
      "unique": [],
      "alternateKeys": [],
      "indexed": []
    },
    {
      "name": "api_key",
      "synonyms": [],
      "fields": [
        {
          "name": "id",
          "type": "Serial",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "created_at",
          "type": "Date Time",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "name",
          "type": "Short Text",
          "nullable": true
        },
        {
          "name": "description",
          "type": "Text",
          "nullable": true
        },
        {
          "name": "expiry_date",
          "type": "Date Time",
          "nullable": true
        },
        {
          "name": "is_of__actor",
          "type": "ForeignKey",
          "nullable": false,
          "references": "actor",
          "readOnly": true
        },
        {
          "name": "key",
          "type": "Short Text",
          "nullable": false,
          "readOnly": true,
          "hidden": true
        }
      ],
      "navigations": [
        {
          "name": "is_of__actor",
          "target": "actor",
          "cardinality": "one"
        }
      ],
      "unique": [],
      "alternateKeys": [],
      "indexed": []
    },
    {
      "name": "application",
      "synonyms": [],
      "fields": [
        {
          "name": "id",
          "type": "Serial",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "created_at",
          "type": "Date Time",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "actor",
          "type": "ForeignKey",
          "nullable": false,
          "references": "actor"
        },
        {
          "name": "app_name",
          "type": "Short Text",
          "nullable": false,
          "minLength": 4,
          "maxLength": 100
        },
        {
          "name": "slug",
          "type": "Short Text",
          "nullable": false,
          "minLength": 6,
          "maxLength": 321
        },
        {
          "name": "uuid",
          "type": "Short Text",
          "nullable": false,
          "minLength": 32,
          "maxLength": 32
        },
        {
          "name": "is_of__class",
          "type": "Short Text",
          "nullable": false,
          "enum": [
            "fleet",
            "block",
            "app"
          ]
        },
        {
          "name": "organization",
          "type": "ForeignKey",
          "nullable": false,
          "references": "organization"
        },
        {
          "name": "is_for__device_type",
          "type": "ForeignKey",
          "nullable": false,
          "references": "device_type"
        },
        {
          "name": "should_be_running__release",
          "type": "ForeignKey",
          "nullable": true,
          "references": "release"
        },
        {
          "name": "should_track_latest_release",
          "type": "Boolean",
          "nullable": false
        },
        {
          "name": "application_type",
          "type": "ForeignKey",
          "nullable": false,
          "references": "application_type"
        },
        {
          "name": "is_host",
          "type": "Boolean",
          "nullable": false
        },
        {
          "name": "is_archived",
          "type": "Boolean",
          "nullable": false
        },
        {
          "name": "is_public",
          "type": "Boolean",
          "nullable": false
        },
        {
          "name": "is_accessible_by_support_until__date",
          "type": "Date Time",
          "nullable": true
        },
        {
          "name": "is_discoverable",
          "type": "Boolean",
          "nullable": false
        },
        {
          "name": "is_stored_at__repository_url",
          "type": "Text",
          "nullable": true
        }
      ],
      "navigations": [
        {
          "name": "actor",
          "target": "actor",
          "cardinality": "one"
        },
        {
          "name": "organization",
          "target": "organization",
          "cardinality": "one"
        },
        {
          "name": "is_for__device_type",
          "target": "device_type",
          "cardinality": "one"
        },
        {
          "name": "should_be_running__release",
          "target": "release",
          "cardinality": "one"
        },
        {
          "name": "application_type",
          "target": "application_type",
          "cardinality": "one"
        },
        {
          "name": "is_directly_accessible_by__user",
          "target": "user",
          "cardinality": "many",
          "derived": "directly_accessible_by_caller"
        },
        {
          "name": "application_invite",
          "target": "application_invite",
          "cardinality": "many",
          "via": "is_invited_to__application"
        },
        {
          "name": "user_application_membership",
          "target": "user_application_membership",
          "cardinality": "many",
          "via": "is_member_of__application"
        },
        {
          "name": "team_application_access",
          "target": "team_application_access",
          "cardinality": "many",
          "via": "grants_access_to__application"
        },
        {
          "name": "application_environment_variable",
          "target": "application_environment_variable",
          "cardinality": "many",
          "via": "application"
        },
        {
          "name": "application_config_variable",
          "target": "application_config_variable",
          "cardinality": "many",
          "via": "application"
        },
        {
          "name": "build_environment_variable",
          "target": "build_environment_variable",
          "cardinality": "many",
          "via": "application"
        },
        {
          "name": "application_tag",
          "target": "application_tag",
          "cardinality": "many",
          "via": "application"
        },
        {
          "name": "owns__release",
          "target": "release",
          "cardinality": "many",
          "via": "belongs_to__application"
        },
        {
          "name": "owns__device",
          "target": "device",
          "cardinality": "many",
          "via": "belongs_to__application"
        },
        {
          "name": "service",
          "target": "service",
          "cardinality": "many",
          "via": "application"
        },
        {
          "name": "device_history",
          "target": "device_history",
          "cardinality": "many",
          "via": "belongs_to__application"
        }
      ],
      "unique": [
        [
          "slug"
        ],
        [
          "uuid"
        ]
      ],
      "alternateKeys": [
        "slug",
        "uuid"
      ],
      "indexed": [
        "is_host",
        "is_of__class"
      ]
    },
    {
      "name": "application_config_variable",
      "synonyms": [
        "application__has__config_var_name"
      ],
      "fields": [
        {
          "name": "id",
          "type": "Serial",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "created_at",
          "type": "Date Time",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "application",
          "type": "ForeignKey",
          "nullable": false,
          "references": "application"
        },
        {
          "name": "name",
          "type": "Short Text",
          "nullable": false
        },
        {
          "name": "value",
          "type": "Text",
          "nullable": false
        }
      ],
      "navigations": [
        {
          "name": "application",
          "target": "application",
          "cardinality": "one"
        }
      ],
      "unique": [
        [
          "application",
          "name"
        ]
      ],
      "alternateKeys": [],
      "indexed": []
    },
    {
      "name": "application_environment_variable",
      "synonyms": [
        "application__has__env_var_name"
      ],
      "fields": [
        {
          "name": "id",
          "type": "Serial",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "created_at",
          "type": "Date Time",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "application",
          "type": "ForeignKey",
          "nullable": false,
          "references": "application"
        },
        {
          "name": "name",
          "type": "Short Text",
          "nullable": false
        },
        {
          "name": "value",
          "type": "Text",
          "nullable": false
        }
      ],
      "navigations": [
        {
          "name": "application",
          "target": "application",
          "cardinality": "one"
        }
      ],
      "unique": [
        [
          "application",
          "name"
        ]
      ],
      "alternateKeys": [],
      "indexed": []
    },
    {
      "name": "application_invite",
      "synonyms": [
        "invitee__is_invited_to__application"
      ],
      "fields": [
        {
          "name": "id",
          "type": "Serial",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "created_at",
          "type": "Date Time",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "invitee",
          "type": "ForeignKey",
          "nullable": false,
          "references": "invitee"
        },
        {
          "name": "is_invited_to__application",
          "type": "ForeignKey",
          "nullable": false,
          "references": "application"
        },
        {
          "name": "application_membership_role",
          "type": "ForeignKey",
          "nullable": false,
          "references": "application_membership_role"
        },
        {
          "name": "message",
          "type": "Text",
          "nullable": true
        },
        {
          "name": "is_created_by__user",
          "type": "ForeignKey",
          "nullable": true,
          "references": "user"
        }
      ],
      "navigations": [
        {
          "name": "invitee",
          "target": "invitee",
          "cardinality": "one"
        },
        {
          "name": "is_invited_to__application",
          "target": "application",
          "cardinality": "one"
        },
        {
          "name": "application_membership_role",
          "target": "application_membership_role",
          "cardinality": "one"
        },
        {
          "name": "is_created_by__user",
          "target": "user",
          "cardinality": "one"
        }
      ],
      "unique": [
        [
          "invitee",
          "is_invited_to__application"
        ]
      ],
      "alternateKeys": [],
      "indexed": []
    },
    {
      "name": "application_membership_role",
      "synonyms": [],
      "fields": [
        {
          "name": "id",
          "type": "Serial",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "created_at",
          "type": "Date Time",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "modified_at",
          "type": "Date Time",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "name",
          "type": "Short Text",
          "nullable": false
        },
        {
          "name": "description",
          "type": "Text",
          "nullable": false
        }
      ],
      "navigations": [
        {
          "name": "application_invite",
          "target": "application_invite",
          "cardinality": "many",
          "via": "application_membership_role"
        },
        {
          "name": "user_application_membership",
          "target": "user_application_membership",
          "cardinality": "many",
          "via": "application_membership_role"
        },
        {
          "name": "team_application_access",
          "target": "team_application_access",
          "cardinality": "many",
          "via": "application_membership_role"
        }
      ],
      "unique": [
        [
          "name"
        ]
      ],
      "alternateKeys": [],
      "indexed": []
    },
    {
      "name": "application_tag",
      "synonyms": [],
      "fields": [
        {
          "name": "id",
          "type": "Serial",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "created_at",
          "type": "Date Time",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "application",
          "type": "ForeignKey",
          "nullable": false,
          "references": "application"
        },
        {
          "name": "tag_key",
          "type": "Short Text",
          "nullable": false,
          "minLength": 1,
          "maxLength": 100
        },
        {
          "name": "value",
          "type": "Text",
          "nullable": false,
          "maxLength": 1000
        }
      ],
      "navigations": [
        {
          "name": "application",
          "target": "application",
          "cardinality": "one"
        }
      ],
      "unique": [
        [
          "application",
          "tag_key"
        ]
      ],
      "alternateKeys": [],
      "indexed": []
    },
    {
      "name": "application_type",
      "synonyms": [],
      "fields": [
        {
          "name": "id",
          "type": "Serial",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "name",
          "type": "Short Text",
          "nullable": false,
          "maxLength": 20
        },
        {
          "name": "slug",
          "type": "Short Text",
          "nullable": false,
          "maxLength": 30
        },
        {
          "name": "description",
          "type": "Text",
          "nullable": true
        },
        {
          "name": "supports_web_url",
          "type": "Boolean",
          "nullable": false
        },
        {
          "name": "supports_multicontainer",
          "type": "Boolean",
          "nullable": false
        },
        {
          "name": "supports_gateway_mode",
          "type": "Boolean",
          "nullable": false
        },
        {
          "name": "requires_payment",
          "type": "Boolean",
          "nullable": false
        },
        {
          "name": "is_legacy",
          "type": "Boolean",
          "nullable": false
        },
        {
          "name": "needs__os_version_range",
          "type": "Short Text",
          "nullable": true
        },
        {
          "name": "maximum_device_count",
          "type": "Integer",
          "nullable": true
        }
      ],
      "navigations": [
        {
          "name": "application",
          "target": "application",
          "cardinality": "many",
          "via": "application_type"
        }
      ],
      "unique": [
        [
          "slug"
        ]
      ],
      "alternateKeys": [
        "slug"
      ],
      "indexed": []
    },
    {
      "name": "build_environment_variable",
      "synonyms": [],
      "fields": [
        {
          "name": "id",
          "type": "Serial",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "created_at",
          "type": "Date Time",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "application",
          "type": "ForeignKey",
          "nullable": false,
          "references": "application"
        },
        {
          "name": "name",
          "type": "Short Text",
          "nullable": false
        },
        {
          "name": "value",
          "type": "Text",
          "nullable": false
        }
      ],
      "navigations": [
        {
          "name": "application",
          "target": "application",
          "cardinality": "one"
        }
      ],
      "unique": [
        [
          "application",
          "name"
        ]
      ],
      "alternateKeys": [],
      "indexed": []
    },
    {
      "name": "cpu_architecture",
      "synonyms": [],
      "fields": [
        {
          "name": "id",
          "type": "Serial",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "slug",
          "type": "Short Text",
          "nullable": false,
          "enum": [
            "rpi",
            "armv7hf",
            "aarch64",
            "i386-nlp",
            "i386",
            "amd64"
          ]
        }
      ],
      "navigations": [
        {
          "name": "is_supported_by__device_type",
          "target": "device_type",
          "cardinality": "many",
          "via": "is_of__cpu_architecture"
        }
      ],
      "unique": [
        [
          "slug"
        ]
      ],
      "alternateKeys": [
        "slug"
      ],
      "indexed": []
    },
    {
      "name": "credit_bundle",
      "synonyms": [],
      "fields": [
        {
          "name": "id",
          "type": "Serial",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "created_at",
          "type": "Date Time",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "modified_at",
          "type": "Date Time",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "belongs_to__organization",
          "type": "ForeignKey",
          "nullable": false,
          "references": "organization"
        },
        {
          "name": "is_for__feature",
          "type": "ForeignKey",
          "nullable": false,
          "references": "feature"
        },
        {
          "name": "is_created_by__user",
          "type": "ForeignKey",
          "nullable": false,
          "references": "user"
        },
        {
          "name": "payment_status",
          "type": "Short Text",
          "nullable": false,
          "enum": [
            "processing",
            "paid",
            "failed",
            "complimentary",
            "cancelled",
            "refunded",
            "manually invoiced"
          ]
        },
        {
          "name": "unit_cost",
          "type": "Integer",
          "nullable": false
        },
        {
          "name": "original_quantity",
          "type": "Integer",
          "nullable": false
        },
        {
          "name": "available_balance",
          "type": "Integer",
          "nullable": false
        },
        {
          "name": "total_cost",
          "type": "Integer",
          "nullable": false
        },
        {
          "name": "total_balance",
          "type": "Integer",
          "nullable": false
        },
        {
          "name": "expires_on__date",
          "type": "Date Time",
          "nullable": false
        },
        {
          "name": "is_associated_with__invoice_id",
          "type": "Short Text",
          "nullable": true
        },
        {
          "name": "error_message",
          "type": "Text",
          "nullable": true
        }
      ],
      "navigations": [
        {
          "name": "belongs_to__organization",
          "target": "organization",
          "cardinality": "one"
        },
        {
          "name": "is_for__feature",
          "target": "feature",
          "cardinality": "one"
        },
        {
          "name": "is_created_by__user",
          "target": "user",
          "cardinality": "one"
        }
      ],
      "unique": [],
      "alternateKeys": [],
      "indexed": []
    },
    {
      "name": "device",
      "synonyms": [],
      "fields": [
        {
          "name": "id",
          "type": "Serial",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "created_at",
          "type": "Date Time",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "modified_at",
          "type": "Date Time",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "actor",
          "type": "ForeignKey",
          "nullable": false,
          "references": "actor"
        },
        {
          "name": "uuid",
          "type": "Short Text",
          "nullable": false,
          "minLength": 32,
          "maxLength": 62
        },
        {
          "name": "local_id",
          "type": "Short Text",
          "nullable": true
        },
        {
          "name": "device_name",
          "type": "Short Text",
          "nullable": false
        },
        {
          "name": "note",
          "type": "Text",
          "nullable": true
        },
        {
          "name": "is_of__device_type",
          "type": "ForeignKey",
          "nullable": false,
          "references": "device_type"
        },
        {
          "name": "belongs_to__application",
          "type": "ForeignKey",
          "nullable": true,
          "references": "application"
        },
        {
          "name": "belongs_to__user",
          "type": "ForeignKey",
          "nullable": true,
          "references": "user"
        },
        {
          "name": "is_managed_by__service_instance",
          "type": "Integer",
          "nullable": true
        },
        {
          "name": "is_online",
          "type": "Boolean",
          "nullable": false
        },
        {
          "name": "last_connectivity_event",
          "type": "Date Time",
          "nullable": true
        },
        {
          "name": "is_connected_to_vpn",
          "type": "Boolean",
          "nullable": false
        },
        {
          "name": "last_vpn_event",
          "type": "Date Time",
          "nullable": true
        },
        {
          "name": "api_heartbeat_state",
          "type": "Short Text",
          "nullable": false,
          "enum": [
            "online",
            "offline",
            "timeout",
            "unknown"
          ]
        },
        {
          "name": "changed_api_heartbeat_state_on__date",
          "type": "Date Time",
          "nullable": true
        },
        {
          "name": "is_locked_until__date",
          "type": "Date Time",
          "nullable": true
        },
        {
          "name": "public_address",
          "type": "Short Text",
          "nullable": true
        },
        {
          "name": "ip_address",
          "type": "Text",
          "nullable": true
        },
        {
          "name": "mac_address",
          "type": "Text",
          "nullable": true
        },
        {
          "name": "memory_usage",
          "type": "Integer",
          "nullable": true
        },
        {
          "name": "memory_total",
          "type": "Integer",
          "nullable": true
        },
        {
          "name": "storage_block_device",
          "type": "Short Text",
          "nullable": true
        },
        {
          "name": "storage_usage",
          "type": "Integer",
          "nullable": true
        },
        {
          "name": "storage_total",
          "type": "Integer",
          "nullable": true
        },
        {
          "name": "cpu_usage",
          "type": "Integer",
          "nullable": true
        },
        {
          "name": "cpu_temp",
          "type": "Integer",
          "nullable": true
        },
        {
          "name": "is_undervolted",
          "type": "Boolean",
          "nullable": false
        },
        {
          "name": "cpu_id",
          "type": "Short Text",
          "nullable": true
        },
        {
          "name": "os_version",
          "type": "Short Text",
          "nullable": true
        },
        {
          "name": "os_variant",
          "type": "Short Text",
          "nullable": true,
          "enum": [
            "prod",
            "dev"
          ]
        },
        {
          "name": "supervisor_version",
          "type": "Short Text",
          "nullable": true
        },
        {
          "name": "status",
          "type": "Short Text",
          "nullable": true
        },
        {
          "name": "download_progress",
          "type": "Integer",
          "nullable": true
        },
        {
          "name": "provisioning_progress",
          "type": "Integer",
          "nullable": true
        },
        {
          "name": "provisioning_state",
          "type": "Short Text",
          "nullable": true
        },
        {
          "name": "update_status",
          "type": "Short Text",
          "nullable": true,
          "enum": [
            "rejected",
            "downloading",
            "downloaded",
            "applying changes",
            "aborted",
            "done"
          ]
        },
        {
          "name": "last_update_status_event",
          "type": "Date Time",
          "nullable": true
        },
        {
          "name": "is_running__release",
          "type": "ForeignKey",
          "nullable": true,
          "references": "release"
        },
        {
          "name": "is_pinned_on__release",
          "type": "ForeignKey",
          "nullable": true,
          "references": "release"
        },
        {
          "name": "should_be_running__release",
          "type": "ForeignKey",
          "nullable": true,
          "references": "release",
          "computed": true,
          "readOnly": true
        },
        {
          "name": "should_be_operated_by__release",
          "type": "ForeignKey",
          "nullable": true,
          "references": "release"
        },
        {
          "name": "should_be_managed_by__release",
          "type": "ForeignKey",
          "nullable": true,
          "references": "release"
        },
        {
          "name": "overall_status",
          "type": "Short Text",
          "nullable": false,
          "computed": true,
          "readOnly": true,
          "enum": [
            "configuring",
            "operational",
            "inactive",
            "post-provisioning",
            "updating",
            "reduced-functionality",
            "disconnected"
          ]
        },
        {
          "name": "overall_progress",
          "type": "Integer",
          "nullable": true,
          "computed": true,
          "readOnly": true
        },
        {
          "name": "is_web_accessible",
          "type": "Boolean",
          "nullable": false
        },
        {
          "name": "latitude",
          "type": "Short Text",
          "nullable": true
        },
        {
          "name": "longitude",
          "type": "Short Text",
          "nullable": true
        },
        {
          "name": "custom_latitude",
          "type": "Short Text",
          "nullable": true
        },
        {
          "name": "custom_longitude",
          "type": "Short Text",
          "nullable": true
        },
        {
          "name": "location",
          "type": "Short Text",
          "nullable": true
        },
        {
          "name": "is_accessible_by_support_until__date",
          "type": "Date Time",
          "nullable": true
        },
        {
          "name": "is_active",
          "type": "Boolean",
          "nullable": false
        },
        {
          "name": "is_frozen",
          "type": "Boolean",
          "nullable": false
        }
      ],
      "navigations": [
        {
          "name": "actor",
          "target": "actor",
          "cardinality": "one"
        },
        {
          "name": "is_of__device_type",
          "target": "device_type",
          "cardinality": "one"
        },
        {
          "name": "belongs_to__application",
          "target": "application",
          "cardinality": "one"
        },
        {
          "name": "belongs_to__user",
          "target": "user",
          "cardinality": "one"
        },
        {
          "name": "is_running__release",
          "target": "release",
          "cardinality": "one"
        },
        {
          "name": "is_pinned_on__release",
          "target": "release",
          "cardinality": "one"
        },
        {
          "name": "should_be_running__release",
          "target": "release",
          "cardinality": "one"
        },
        {
          "name": "should_be_operated_by__release",
          "target": "release",
          "cardinality": "one"
        },
        {
          "name": "should_be_managed_by__release",
          "target": "release",
          "cardinality": "one"
        },
        {
          "name": "device_environment_variable",
          "target": "device_environment_variable",
          "cardinality": "many",
          "via": "device"
        },
        {
          "name": "device_config_variable",
          "target": "device_config_variable",
          "cardinality": "many",
          "via": "device"
        },
        {
          "name": "device_tag",
          "target": "device_tag",
          "cardinality": "many",
          "via": "device"
        },
        {
          "name": "service_install",
          "target": "service_install",
          "cardinality": "many",
          "via": "device"
        },
        {
          "name": "image_install",
          "target": "image_install",
          "cardinality": "many",
          "via": "device"
        },
        {
          "name": "device_history",
          "target": "device_history",
          "cardinality": "many",
          "via": "tracks__device"
        }
      ],
      "unique": [
        [
          "uuid"
        ]
      ],
      "alternateKeys": [
        "uuid"
      ],
      "indexed": [
        "is_online",
        "api_heartbeat_state"
      ]
    },
    {
      "name": "device_config_variable",
      "synonyms": [
        "device__has__config_var_name"
      ],
      "fields": [
        {
          "name": "id",
          "type": "Serial",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "created_at",
          "type": "Date Time",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "device",
          "type": "ForeignKey",
          "nullable": false,
          "references": "device"
        },
        {
          "name": "name",
          "type": "Short Text",
          "nullable": false
        },
        {
          "name": "value",
          "type": "Text",
          "nullable": false
        }
      ],
      "navigations": [
        {
          "name": "device",
          "target": "device",
          "cardinality": "one"
        }
      ],
      "unique": [
        [
          "device",
          "name"
        ]
      ],
      "alternateKeys": [],
      "indexed": []
    },
    {
      "name": "device_environment_variable",
      "synonyms": [
        "device__has__env_var_name"
      ],
      "fields": [
        {
          "name": "id",
          "type": "Serial",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "created_at",
          "type": "Date Time",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "device",
          "type": "ForeignKey",
          "nullable": false,
          "references": "device"
        },
        {
          "name": "name",
          "type": "Short Text",
          "nullable": false
        },
        {
          "name": "value",
          "type": "Text",
          "nullable": false
        }
      ],
      "navigations": [
        {
          "name": "device",
          "target": "device",
          "cardinality": "one"
        }
      ],
      "unique": [
        [
          "device",
          "name"
        ]
      ],
      "alternateKeys": [],
      "indexed": []
    },
    {
      "name": "device_family",
      "synonyms": [],
      "fields": [
        {
          "name": "id",
          "type": "Serial",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "slug",
          "type": "Short Text",
          "nullable": false
        },
        {
          "name": "name",
          "type": "Short Text",
          "nullable": false
        },
        {
          "name": "is_manufactured_by__device_manufacturer",
          "type": "ForeignKey",
          "nullable": true,
          "references": "device_manufacturer"
        }
      ],
      "navigations": [
        {
          "name": "is_manufactured_by__device_manufacturer",
          "target": "device_manufacturer",
          "cardinality": "one"
        },
        {
          "name": "device_type",
          "target": "device_type",
          "cardinality": "many",
          "via": "belongs_to__device_family"
        }
      ],
      "unique": [
        [
          "slug"
        ]
      ],
      "alternateKeys": [],
      "indexed": []
    },
    {
      "name": "device_history",
      "synonyms": [],
      "fields": [
        {
          "name": "id",
          "type": "Serial",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "created_at",
          "type": "Date Time",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "end_timestamp",
          "type": "Date Time",
          "nullable": true
        },
        {
          "name": "tracks__device",
          "type": "ForeignKey",
          "nullable": true,
          "references": "device"
        },
        {
          "name": "tracks__actor",
          "type": "ForeignKey",
          "nullable": true,
          "references": "actor"
        },
        {
          "name": "is_created_by__actor",
          "type": "ForeignKey",
          "nullable": true,
          "references": "actor"
        },
        {
          "name": "is_ended_by__actor",
          "type": "ForeignKey",
          "nullable": true,
          "references": "actor"
        },
        {
          "name": "uuid",
          "type": "Short Text",
          "nullable": true
        },
        {
          "name": "belongs_to__application",
          "type": "ForeignKey",
          "nullable": true,
          "references": "application"
        },
        {
          "name": "is_active",
          "type": "Boolean",
          "nullable": false
        },
        {
          "name": "is_running__release",
          "type": "ForeignKey",
          "nullable": true,
          "references": "release"
        },
        {
          "name": "is_pinned_on__release",
          "type": "ForeignKey",
          "nullable": true,
          "references": "release"
        },
        {
          "name": "should_be_managed_by__release",
          "type": "ForeignKey",
          "nullable": true,
          "references": "release"
        },
        {
          "name": "is_managed_by__service_instance",
          "type": "Integer",
          "nullable": true
        },
        {
          "name": "os_version",
          "type": "Short Text",
          "nullable": true
        },
        {
          "name": "os_variant",
          "type": "Short Text",
          "nullable": true
        },
        {
          "name": "supervisor_version",
          "type": "Short Text",
          "nullable": true
        },
        {
          "name": "is_of__device_type",
          "type": "ForeignKey",
          "nullable": true,
          "references": "device_type"
        },
        {
          "name": "cpu_id",
          "type": "Short Text",
          "nullable": true
        }
      ],
      "navigations": [
        {
          "name": "tracks__device",
          "target": "device",
          "cardinality": "one"
        },
        {
          "name": "tracks__actor",
          "target": "actor",
          "cardinality": "one"
        },
        {
          "name": "is_created_by__actor",
          "target": "actor",
          "cardinality": "one"
        },
        {
          "name": "is_ended_by__actor",
          "target": "actor",
          "cardinality": "one"
        },
        {
          "name": "belongs_to__application",
          "target": "application",
          "cardinality": "one"
        },
        {
          "name": "is_running__release",
          "target": "release",
          "cardinality": "one"
        },
        {
          "name": "is_pinned_on__release",
          "target": "release",
          "cardinality": "one"
        },
        {
          "name": "should_be_managed_by__release",
          "target": "release",
          "cardinality": "one"
        },
        {
          "name": "is_of__device_type",
          "target": "device_type",
          "cardinality": "one"
        }
      ],
      "unique": [],
      "alternateKeys": [],
      "indexed": []
    },
    {
      "name": "device_manufacturer",
      "synonyms": [],
      "fields": [
        {
          "name": "id",
          "type": "Serial",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "slug",
          "type": "Short Text",
          "nullable": false
        },
        {
          "name": "name",
          "type": "Short Text",
          "nullable": false
        }
      ],
      "navigations": [
        {
          "name": "device_family",
          "target": "device_family",
          "cardinality": "many",
          "via": "is_manufactured_by__device_manufacturer"
        }
      ],
      "unique": [
        [
          "slug"
        ]
      ],
      "alternateKeys": [],
      "indexed": []
    },
    {
      "name": "device_service_environment_variable",
      "synonyms": [],
      "fields": [
        {
          "name": "id",
          "type": "Serial",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "created_at",
          "type": "Date Time",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "service_install",
          "type": "ForeignKey",
          "nullable": false,
          "references": "service_install"
        },
        {
          "name": "name",
          "type": "Short Text",
          "nullable": false
        },
        {
          "name": "value",
          "type": "Text",
          "nullable": false
        }
      ],
      "navigations": [
        {
          "name": "service_install",
          "target": "service_install",
          "cardinality": "one"
        }
      ],
      "unique": [
        [
          "service_install",
          "name"
        ]
      ],
      "alternateKeys": [],
      "indexed": []
    },
    {
      "name": "device_tag",
      "synonyms": [],
      "fields": [
        {
          "name": "id",
          "type": "Serial",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "created_at",
          "type": "Date Time",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "device",
          "type": "ForeignKey",
          "nullable": false,
          "references": "device"
        },
        {
          "name": "tag_key",
          "type": "Short Text",
          "nullable": false,
          "minLength": 1,
          "maxLength": 100
        },
        {
          "name": "value",
          "type": "Text",
          "nullable": false
        }
      ],
      "navigations": [
        {
          "name": "device",
          "target": "device",
          "cardinality": "one"
        }
      ],
      "unique": [
        [
          "device",
          "tag_key"
        ]
      ],
      "alternateKeys": [],
      "indexed": []
    },
    {
      "name": "device_type",
      "synonyms": [],
      "fields": [
        {
          "name": "id",
          "type": "Serial",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "slug",
          "type": "Short Text",
          "nullable": false
        },
        {
          "name": "name",
          "type": "Short Text",
          "nullable": false
        },
        {
          "name": "is_of__cpu_architecture",
          "type": "ForeignKey",
          "nullable": false,
          "references": "cpu_architecture"
        },
        {
          "name": "logo",
          "type": "Text",
          "nullable": true
        },
        {
          "name": "contract",
          "type": "JSON",
          "nullable": true
        },
        {
          "name": "belongs_to__device_family",
          "type": "ForeignKey",
          "nullable": true,
          "references": "device_family"
        },
        {
          "name": "is_private",
          "type": "Boolean",
          "nullable": false
        }
      ],
      "navigations": [
        {
          "name": "is_of__cpu_architecture",
          "target": "cpu_architecture",
          "cardinality": "one"
        },
        {
          "name": "belongs_to__device_family",
          "target": "device_family",
          "cardinality": "one"
        },
        {
          "name": "device_type_alias",
          "target": "device_type_alias",
          "cardinality": "many",
          "via": "device_type"
        },
        {
          "name": "is_default_for__application",
          "target": "application",
          "cardinality": "many",
          "via": "is_for__device_type"
        },
        {
          "name": "describes__device",
          "target": "device",
          "cardinality": "many",
          "via": "is_of__device_type"
        },
        {
          "name": "device_history",
          "target": "device_history",
          "cardinality": "many",
          "via": "is_of__device_type"
        },
        {
          "name": "supports__cpu_architecture",
          "target": "cpu_architecture",
          "cardinality": "one",
          "via": "is_of__cpu_architecture"
        }
      ],
      "unique": [
        [
          "slug"
        ]
      ],
      "alternateKeys": [
        "slug"
      ],
      "indexed": []
    },
    {
      "name": "device_type_alias",
      "synonyms": [],
      "fields": [
        {
          "name": "id",
          "type": "Serial",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "device_type",
          "type": "ForeignKey",
          "nullable": false,
          "references": "device_type"
        },
        {
          "name": "is_referenced_by__alias",
          "type": "Short Text",
          "nullable": false
        }
      ],
      "navigations": [
        {
          "name": "device_type",
          "target": "device_type",
          "cardinality": "one"
        }
      ],
      "unique": [
        [
          "is_referenced_by__alias"
        ]
      ],
      "alternateKeys": [],
      "indexed": [
        "is_referenced_by__alias"
      ]
    },
    {
      "name": "discount_code",
      "synonyms": [],
      "fields": [
        {
          "name": "id",
          "type": "Serial",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "plan",
          "type": "ForeignKey",
          "nullable": false,
          "references": "plan"
        },
        {
          "name": "code",
          "type": "Short Text",
          "nullable": false
        },
        {
          "name": "discount_percentage",
          "type": "Real",
          "nullable": false
        }
      ],
      "navigations": [
        {
          "name": "plan",
          "target": "plan",
          "cardinality": "one"
        }
      ],
      "unique": [],
      "alternateKeys": [],
      "indexed": []
    },
    {
      "name": "feature",
      "synonyms": [],
      "fields": [
        {
          "name": "id",
          "type": "Serial",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "title",
          "type": "Short Text",
          "nullable": false
        },
        {
          "name": "slug",
          "type": "Short Text",
          "nullable": false
        },
        {
          "name": "billing_code",
          "type": "Short Text",
          "nullable": true
        }
      ],
      "navigations": [
        {
          "name": "plan_feature",
          "target": "plan_feature",
          "cardinality": "many",
          "via": "provides__feature"
        },
        {
          "name": "plan_addon",
          "target": "plan_addon",
          "cardinality": "many",
          "via": "offers__feature"
        },
        {
          "name": "support_feature",
          "target": "support_feature",
          "cardinality": "many",
          "via": "feature"
        },
        {
          "name": "credit_bundle",
          "target": "credit_bundle",
          "cardinality": "many",
          "via": "is_for__feature"
        },
        {
          "name": "organization_credit_notification",
          "target": "organization_credit_notification",
          "cardinality": "many",
          "via": "owns_credit_notification_for__feature"
        }
      ],
      "unique": [
        [
          "slug"
        ]
      ],
      "alternateKeys": [
        "slug"
      ],
      "indexed": []
    },
    {
      "name": "identity_provider",
      "synonyms": [],
      "fields": [
        {
          "name": "id",
          "type": "Serial",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "created_at",
          "type": "Date Time",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "sso_identifier",
          "type": "Short Text",
          "nullable": false
        },
        {
          "name": "entry_point",
          "type": "Short Text",
          "nullable": false
        },
        {
          "name": "issuer",
          "type": "Short Text",
          "nullable": false
        },
        {
          "name": "certificate",
          "type": "Text",
          "nullable": false
        },
        {
          "name": "requires_signed_authn_response",
          "type": "Boolean",
          "nullable": false
        }
      ],
      "navigations": [
        {
          "name": "identity_provider_membership",
          "target": "identity_provider_membership",
          "cardinality": "many",
          "via": "is_authorized_by__identity_provider"
        },
        {
          "name": "saml_account",
          "target": "saml_account",
          "cardinality": "many",
          "via": "was_generated_by__identity_provider"
        }
      ],
      "unique": [
        [
          "sso_identifier"
        ]
      ],
      "alternateKeys": [
        "sso_identifier"
      ],
      "indexed": []
    },
    {
      "name": "identity_provider_membership",
      "synonyms": [
        "organization__is_authorized_by__identity_provider"
      ],
      "fields": [
        {
          "name": "id",
          "type": "Serial",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "created_at",
          "type": "Date Time",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "organization",
          "type": "ForeignKey",
          "nullable": false,
          "references": "organization"
        },
        {
          "name": "is_authorized_by__identity_provider",
          "type": "ForeignKey",
          "nullable": false,
          "references": "identity_provider"
        },
        {
          "name": "grants_access_to__team",
          "type": "ForeignKey",
          "nullable": true,
          "references": "team"
        }
      ],
      "navigations": [
        {
          "name": "organization",
          "target": "organization",
          "cardinality": "one"
        },
        {
          "name": "is_authorized_by__identity_provider",
          "target": "identity_provider",
          "cardinality": "one"
        },
        {
          "name": "grants_access_to__team",
          "target": "team",
          "cardinality": "one"
        }
      ],
      "unique": [
        [
          "organization",
          "is_authorized_by__identity_provider"
        ]
      ],
      "alternateKeys": [],
      "indexed": []
    },
    {
      "name": "image",
      "synonyms": [],
      "fields": [
        {
          "name": "id",
          "type": "Serial",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "created_at",
          "type": "Date Time",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "start_timestamp",
          "type": "Date Time",
          "nullable": false
        },
        {
          "name": "end_timestamp",
          "type": "Date Time",
          "nullable": true
        },
        {
          "name": "dockerfile",
          "type": "Text",
          "nullable": true
        },
        {
          "name": "is_a_build_of__service",
          "type": "ForeignKey",
          "nullable": false,
          "references": "service"
        },
        {
          "name": "image_size",
          "type": "Big Integer",
          "nullable": true
        },
        {
          "name": "is_stored_at__image_location",
          "type": "Short Text",
          "nullable": false
        },
        {
          "name": "project_type",
          "type": "Short Text",
          "nullable": true
        },
        {
          "name": "error_message",
          "type": "Text",
          "nullable": true
        },
        {
          "name": "build_log",
          "type": "Text",
          "nullable": true,
          "selectOnly": true
        },
        {
          "name": "push_timestamp",
          "type": "Date Time",
          "nullable": true
        },
        {
          "name": "status",
          "type": "Short Text",
          "nullable": false,
          "enum": [
            "running",
            "success",
            "failed",
            "error",
            "cancelled",
            "interrupted"
          ]
        },
        {
          "name": "content_hash",
          "type": "Short Text",
          "nullable": true
        },
        {
          "name": "contract",
          "type": "JSON",
          "nullable": true
        }
      ],
      "navigations": [
        {
          "name": "is_a_build_of__service",
          "target": "service",
          "cardinality": "one"
        },
        {
          "name": "image_install",
          "target": "image_install",
          "cardinality": "many",
          "via": "installs__image"
        },
        {
          "name": "release_image",
          "target": "release_image",
          "cardinality": "many",
          "via": "image"
        }
      ],
      "unique": [
        [
          "is_stored_at__image_location"
        ]
      ],
      "alternateKeys": [],
      "indexed": []
    },
    {
      "name": "image_environment_variable",
      "synonyms": [],
      "fields": [
        {
          "name": "id",
          "type": "Serial",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "release_image",
          "type": "ForeignKey",
          "nullable": false,
          "references": "release_image"
        },
        {
          "name": "name",
          "type": "Short Text",
          "nullable": false
        },
        {
          "name": "value",
          "type": "Text",
          "nullable": false
        }
      ],
      "navigations": [
        {
          "name": "release_image",
          "target": "release_image",
          "cardinality": "one"
        }
      ],
      "unique": [
        [
          "release_image",
          "name"
        ]
      ],
      "alternateKeys": [],
      "indexed": []
    },
    {
      "name": "image_install",
      "synonyms": [],
      "fields": [
        {
          "name": "id",
          "type": "Serial",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "created_at",
          "type": "Date Time",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "device",
          "type": "ForeignKey",
          "nullable": false,
          "references": "device"
        },
        {
          "name": "installs__image",
          "type": "ForeignKey",
          "nullable": false,
          "references": "image"
        },
        {
          "name": "install_date",
          "type": "Date Time",
          "nullable": false
        },
        {
          "name": "download_progress",
          "type": "Integer",
          "nullable": true
        },
        {
          "name": "status",
          "type": "Short Text",
          "nullable": false
        },
        {
          "name": "is_provided_by__release",
          "type": "ForeignKey",
          "nullable": false,
          "references": "release"
        }
      ],
      "navigations": [
        {
          "name": "device",
          "target": "device",
          "cardinality": "one"
        },
        {
          "name": "installs__image",
          "target": "image",
          "cardinality": "one"
        },
        {
          "name": "is_provided_by__release",
          "target": "release",
          "cardinality": "one"
        },
        {
          "name": "image",
          "target": "image",
          "cardinality": "one",
          "via": "installs__image"
        }
      ],
      "unique": [],
      "alternateKeys": [],
      "indexed": [
        "status"
      ]
    },
    {
      "name": "image_label",
      "synonyms": [],
      "fields": [
        {
          "name": "id",
          "type": "Serial",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "release_image",
          "type": "ForeignKey",
          "nullable": false,
          "references": "release_image"
        },
        {
          "name": "label_name",
          "type": "Short Text",
          "nullable": false
        },
        {
          "name": "value",
          "type": "Text",
          "nullable": false
        }
      ],
      "navigations": [
        {
          "name": "release_image",
          "target": "release_image",
          "cardinality": "one"
        }
      ],
      "unique": [
        [
          "release_image",
          "label_name"
        ]
      ],
      "alternateKeys": [],
      "indexed": []
    },
    {
      "name": "invitee",
      "synonyms": [],
      "fields": [
        {
          "name": "id",
          "type": "Serial",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "created_at",
          "type": "Date Time",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "email",
          "type": "Short Text",
          "nullable": false
        }
      ],
      "navigations": [
        {
          "name": "organization_invite",
          "target": "organization_invite",
          "cardinality": "many",
          "via": "invitee"
        },
        {
          "name": "application_invite",
          "target": "application_invite",
          "cardinality": "many",
          "via": "invitee"
        }
      ],
      "unique": [
        [
          "email"
        ]
      ],
      "alternateKeys": [],
      "indexed": []
    },
    {
      "name": "oauth_application",
      "synonyms": [],
      "fields": [
        {
          "name": "id",
          "type": "Serial",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "created_at",
          "type": "Date Time",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "name",
          "type": "Short Text",
          "nullable": false
        },
        {
          "name": "client_id",
          "type": "Short Text",
          "nullable": false
        },
        {
          "name": "redirect_uri",
          "type": "Short Text",
          "nullable": false
        },
        {
          "name": "description",
          "type": "Text",
          "nullable": true
        }
      ],
      "navigations": [
        {
          "name": "oauth_application_authorization",
          "target": "oauth_application_authorization",
          "cardinality": "many",
          "via": "is_for__oauth_application"
        }
      ],
      "unique": [
        [
          "client_id"
        ]
      ],
      "alternateKeys": [],
      "indexed": []
    },
    {
      "name": "oauth_application_authorization",
      "synonyms": [],
      "fields": [
        {
          "name": "id",
          "type": "Serial",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "created_at",
          "type": "Date Time",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "belongs_to__user",
          "type": "ForeignKey",
          "nullable": false,
          "references": "user"
        },
        {
          "name": "is_for__oauth_application",
          "type": "ForeignKey",
          "nullable": false,
          "references": "oauth_application"
        }
      ],
      "navigations": [
        {
          "name": "belongs_to__user",
          "target": "user",
          "cardinality": "one"
        },
        {
          "name": "is_for__oauth_application",
          "target": "oauth_application",
          "cardinality": "one"
        }
      ],
      "unique": [],
      "alternateKeys": [],
      "indexed": []
    },
    {
      "name": "organization",
      "synonyms": [],
      "fields": [
        {
          "name": "id",
          "type": "Serial",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "created_at",
          "type": "Date Time",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "name",
          "type": "Short Text",
          "nullable": false,
          "minLength": 1,
          "maxLength": 220
        },
        {
          "name": "handle",
          "type": "Short Text",
          "nullable": false,
          "minLength": 1,
          "maxLength": 220
        },
        {
          "name": "company_name",
          "type": "Short Text",
          "nullable": true
        },
        {
          "name": "billing_account_code",
          "type": "Short Text",
          "nullable": true
        },
        {
          "name": "has_past_due_invoice_since__date",
          "type": "Date Time",
          "nullable": true
        },
        {
          "name": "is_frozen",
          "type": "Boolean",
          "nullable": false
        },
        {
          "name": "industry",
          "type": "Short Text",
          "nullable": true
        },
        {
          "name": "website",
          "type": "Short Text",
          "nullable": true
        },
        {
          "name": "logo_image",
          "type": "WebResource",
          "nullable": true
        },
        {
          "name": "is_using__billing_version",
          "type": "Short Text",
          "nullable": true
        },
        {
          "name": "is_enforcing_saml_login",
          "type": "Boolean",
          "nullable": false
        }
      ],
      "navigations": [
        {
          "name": "user",
          "target": "user",
          "cardinality": "many",
          "via": "has_legacy_link_to__organization"
        },
        {
          "name": "organization_membership",
          "target": "organization_membership",
          "cardinality": "many",
          "via": "is_member_of__organization"
        },
        {
          "name": "owns__team",
          "target": "team",
          "cardinality": "many",
          "via": "belongs_to__organization"
        },
        {
          "name": "application",
          "target": "application",
          "cardinality": "many",
          "via": "organization"
        },
        {
          "name": "organization_invite",
          "target": "organization_invite",
          "cardinality": "many",
          "via": "is_invited_to__organization"
        },
        {
          "name": "identity_provider_membership",
          "target": "identity_provider_membership",
          "cardinality": "many",
          "via": "organization"
        },
        {
          "name": "subscription",
          "target": "subscription",
          "cardinality": "many",
          "via": "is_for__organization"
        },
        {
          "name": "owns__credit_bundle",
          "target": "credit_bundle",
          "cardinality": "many",
          "via": "belongs_to__organization"
        },
        {
          "name": "organization_credit_notification",
          "target": "organization_credit_notification",
          "cardinality": "many",
          "via": "organization"
        }
      ],
      "unique": [
        [
          "handle"
        ]
      ],
      "alternateKeys": [
        "handle"
      ],
      "indexed": []
    },
    {
      "name": "organization_credit_notification",
      "synonyms": [
        "organization__owns_credit_notification_for__feature"
      ],
      "fields": [
        {
          "name": "id",
          "type": "Serial",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "created_at",
          "type": "Date Time",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "organization",
          "type": "ForeignKey",
          "nullable": false,
          "references": "organization"
        },
        {
          "name": "owns_credit_notification_for__feature",
          "type": "ForeignKey",
          "nullable": false,
          "references": "feature"
        },
        {
          "name": "is_sent_when_below__threshold",
          "type": "Integer",
          "nullable": false
        }
      ],
      "navigations": [
        {
          "name": "organization",
          "target": "organization",
          "cardinality": "one"
        },
        {
          "name": "owns_credit_notification_for__feature",
          "target": "feature",
          "cardinality": "one"
        },
        {
          "name": "feature",
          "target": "feature",
          "cardinality": "one",
          "via": "owns_credit_notification_for__feature"
        }
      ],
      "unique": [
        [
          "organization",
          "owns_credit_notification_for__feature"
        ]
      ],
      "alternateKeys": [],
      "indexed": []
    },
    {
      "name": "organization_invite",
      "synonyms": [
        "invitee__is_invited_to__organization"
      ],
      "fields": [
        {
          "name": "id",
          "type": "Serial",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "created_at",
          "type": "Date Time",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "invitee",
          "type": "ForeignKey",
          "nullable": false,
          "references": "invitee"
        },
        {
          "name": "is_invited_to__organization",
          "type": "ForeignKey",
          "nullable": false,
          "references": "organization"
        },
        {
          "name": "organization_membership_role",
          "type": "ForeignKey",
          "nullable": false,
          "references": "organization_membership_role"
        },
        {
          "name": "message",
          "type": "Text",
          "nullable": true
        },
        {
          "name": "is_created_by__user",
          "type": "ForeignKey",
          "nullable": true,
          "references": "user"
        }
      ],
      "navigations": [
        {
          "name": "invitee",
          "target": "invitee",
          "cardinality": "one"
        },
        {
          "name": "is_invited_to__organization",
          "target": "organization",
          "cardinality": "one"
        },
        {
          "name": "organization_membership_role",
          "target": "organization_membership_role",
          "cardinality": "one"
        },
        {
          "name": "is_created_by__user",
          "target": "user",
          "cardinality": "one"
        }
      ],
      "unique": [
        [
          "invitee",
          "is_invited_to__organization"
        ]
      ],
      "alternateKeys": [],
      "indexed": []
    },
    {
      "name": "organization_membership",
      "synonyms": [
        "user__is_member_of__organization"
      ],
      "fields": [
        {
          "name": "id",
          "type": "Serial",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "created_at",
          "type": "Date Time",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "user",
          "type": "ForeignKey",
          "nullable": false,
          "references": "user"
        },
        {
          "name": "is_member_of__organization",
          "type": "ForeignKey",
          "nullable": false,
          "references": "organization"
        },
        {
          "name": "organization_membership_role",
          "type": "ForeignKey",
          "nullable": false,
          "references": "organization_membership_role"
        },
        {
          "name": "effective_seat_role",
          "type": "Short Text",
          "nullable": false,
          "computed": true,
          "readOnly": true
        }
      ],
      "navigations": [
        {
          "name": "user",
          "target": "user",
          "cardinality": "one"
        },
        {
          "name": "is_member_of__organization",
          "target": "organization",
          "cardinality": "one"
        },
        {
          "name": "organization_membership_role",
          "target": "organization_membership_role",
          "cardinality": "one"
        },
        {
          "name": "organization_membership_tag",
          "target": "organization_membership_tag",
          "cardinality": "many",
          "via": "organization_membership"
        },
        {
          "name": "organization",
          "target": "organization",
          "cardinality": "one",
          "via": "is_member_of__organization"
        },
        {
          "name": "includes__user",
          "target": "user",
          "cardinality": "one",
          "via": "user"
        }
      ],
      "unique": [
        [
          "user",
          "is_member_of__organization"
        ]
      ],
      "alternateKeys": [],
      "indexed": []
    },
    {
      "name": "organization_membership_role",
      "synonyms": [],
      "fields": [
        {
          "name": "id",
          "type": "Serial",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "name",
          "type": "Short Text",
          "nullable": false
        }
      ],
      "navigations": [
        {
          "name": "organization_membership",
          "target": "organization_membership",
          "cardinality": "many",
          "via": "organization_membership_role"
        },
        {
          "name": "organization_invite",
          "target": "organization_invite",
          "cardinality": "many",
          "via": "organization_membership_role"
        }
      ],
      "unique": [
        [
          "name"
        ]
      ],
      "alternateKeys": [],
      "indexed": []
    },
    {
      "name": "organization_membership_tag",
      "synonyms": [],
      "fields": [
        {
          "name": "id",
          "type": "Serial",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "organization_membership",
          "type": "ForeignKey",
          "nullable": false,
          "references": "organization_membership"
        },
        {
          "name": "tag_key",
          "type": "Short Text",
          "nullable": false
        },
        {
          "name": "value",
          "type": "Text",
          "nullable": false
        }
      ],
      "navigations": [
        {
          "name": "organization_membership",
          "target": "organization_membership",
          "cardinality": "one"
        }
      ],
      "unique": [
        [
          "organization_membership",
          "tag_key"
        ]
      ],
      "alternateKeys": [],
      "indexed": []
    },
    {
      "name": "plan",
      "synonyms": [],
      "fields": [
        {
          "name": "id",
          "type": "Serial",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "title",
          "type": "Short Text",
          "nullable": false
        },
        {
          "name": "billing_code",
          "type": "Short Text",
          "nullable": true
        },
        {
          "name": "monthly_price",
          "type": "Integer",
          "nullable": false
        },
        {
          "name": "annual_price",
          "type": "Integer",
          "nullable": false
        },
        {
          "name": "can_self_serve",
          "type": "Boolean",
          "nullable": false
        },
        {
          "name": "is_legacy",
          "type": "Boolean",
          "nullable": false
        },
        {
          "name": "is_valid_from__date",
          "type": "Date Time",
          "nullable": true
        },
        {
          "name": "is_valid_until__date",
          "type": "Date Time",
          "nullable": true
        }
      ],
      "navigations": [
        {
          "name": "plan_feature",
          "target": "plan_feature",
          "cardinality": "many",
          "via": "plan"
        },
        {
          "name": "plan_addon",
          "target": "plan_addon",
          "cardinality": "many",
          "via": "plan"
        },
        {
          "name": "discount_code",
          "target": "discount_code",
          "cardinality": "many",
          "via": "plan"
        },
        {
          "name": "subscription",
          "target": "subscription",
          "cardinality": "many",
          "via": "is_for__plan"
        }
      ],
      "unique": [
        [
          "billing_code"
        ]
      ],
      "alternateKeys": [],
      "indexed": []
    },
    {
      "name": "plan_addon",
      "synonyms": [
        "plan__offers__feature"
      ],
      "fields": [
        {
          "name": "id",
          "type": "Serial",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "plan",
          "type": "ForeignKey",
          "nullable": false,
          "references": "plan"
        },
        {
          "name": "offers__feature",
          "type": "ForeignKey",
          "nullable": false,
          "references": "feature"
        },
        {
          "name": "base_price",
          "type": "Integer",
          "nullable": false
        },
        {
          "name": "can_self_serve",
          "type": "Boolean",
          "nullable": false
        },
        {
          "name": "bills_dynamically",
          "type": "Boolean",
          "nullable": false
        }
      ],
      "navigations": [
        {
          "name": "plan",
          "target": "plan",
          "cardinality": "one"
        },
        {
          "name": "offers__feature",
          "target": "feature",
          "cardinality": "one"
        },
        {
          "name": "subscription_prepaid_addon",
          "target": "subscription_prepaid_addon",
          "cardinality": "many",
          "via": "is_for__plan_addon"
        },
        {
          "name": "subscription_addon_discount",
          "target": "subscription_addon_discount",
          "cardinality": "many",
          "via": "is_for__plan_addon"
        }
      ],
      "unique": [],
      "alternateKeys": [],
      "indexed": []
    },
    {
      "name": "plan_feature",
      "synonyms": [
        "plan__provides__feature"
      ],
      "fields": [
        {
          "name": "id",
          "type": "Serial",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "plan",
          "type": "ForeignKey",
          "nullable": false,
          "references": "plan"
        },
        {
          "name": "provides__feature",
          "type": "ForeignKey",
          "nullable": false,
          "references": "feature"
        },
        {
          "name": "quantity",
          "type": "Integer",
          "nullable": false
        }
      ],
      "navigations": [
        {
          "name": "plan",
          "target": "plan",
          "cardinality": "one"
        },
        {
          "name": "provides__feature",
          "target": "feature",
          "cardinality": "one"
        },
        {
          "name": "feature",
          "target": "feature",
          "cardinality": "one",
          "via": "provides__feature"
        }
      ],
      "unique": [],
      "alternateKeys": [],
      "indexed": []
    },
    {
      "name": "recovery_two_factor",
      "synonyms": [],
      "fields": [
        {
          "name": "id",
          "type": "Serial",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "belongs_to__user",
          "type": "ForeignKey",
          "nullable": false,
          "references": "user"
        },
        {
          "name": "used_timestamp",
          "type": "Date Time",
          "nullable": true
        }
      ],
      "navigations": [
        {
          "name": "belongs_to__user",
          "target": "user",
          "cardinality": "one"
        }
      ],
      "unique": [],
      "alternateKeys": [],
      "indexed": []
    },
    {
      "name": "release",
      "synonyms": [],
      "fields": [
        {
          "name": "id",
          "type": "Serial",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "created_at",
          "type": "Date Time",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "belongs_to__application",
          "type": "ForeignKey",
          "nullable": false,
          "references": "application"
        },
        {
          "name": "commit",
          "type": "Short Text",
          "nullable": false,
          "maxLength": 40
        },
        {
          "name": "composition",
          "type": "JSON",
          "nullable": false
        },
        {
          "name": "status",
          "type": "Short Text",
          "nullable": false,
          "enum": [
            "running",
            "success",
            "failed",
            "error",
            "cancelled",
            "interrupted"
          ]
        },
        {
          "name": "source",
          "type": "Short Text",
          "nullable": false,
          "enum": [
            "cloud",
            "local"
          ]
        },
        {
          "name": "build_log",
          "type": "Text",
          "nullable": true
        },
        {
          "name": "is_invalidated",
          "type": "Boolean",
          "nullable": false
        },
        {
          "name": "invalidation_reason",
          "type": "Text",
          "nullable": true
        },
        {
          "name": "start_timestamp",
          "type": "Date Time",
          "nullable": false
        },
        {
          "name": "end_timestamp",
          "type": "Date Time",
          "nullable": true
        },
        {
          "name": "update_timestamp",
          "type": "Date Time",
          "nullable": false
        },
        {
          "name": "is_passing_tests",
          "type": "Boolean",
          "nullable": false
        },
        {
          "name": "is_finalized_at__date",
          "type": "Date Time",
          "nullable": true
        },
        {
          "name": "phase",
          "type": "Short Text",
          "nullable": true,
          "enum": [
            "next",
            "current",
            "sunset",
            "end-of-life"
          ]
        },
        {
          "name": "note",
          "type": "Text",
          "nullable": true
        },
        {
          "name": "known_issue_list",
          "type": "Text",
          "nullable": true
        },
        {
          "name": "contract",
          "type": "JSON",
          "nullable": true
        },
        {
          "name": "release_version",
          "type": "Short Text",
          "nullable": true
        },
        {
          "name": "is_created_by__user",
          "type": "ForeignKey",
          "nullable": true,
          "references": "user"
        },
        {
          "name": "semver_major",
          "type": "Integer",
          "nullable": false
        },
        {
          "name": "semver_minor",
          "type": "Integer",
          "nullable": false
        },
        {
          "name": "semver_patch",
          "type": "Integer",
          "nullable": false
        },
        {
          "name": "semver_prerelease",
          "type": "Short Text",
          "nullable": false
        },
        {
          "name": "semver_build",
          "type": "Short Text",
          "nullable": false
        },
        {
          "name": "variant",
          "type": "Short Text",
          "nullable": false
        },
        {
          "name": "revision",
          "type": "Integer",
          "nullable": true
        },
        {
          "name": "is_final",
          "type": "Boolean",
          "nullable": false,
          "computed": true,
          "readOnly": true
        },
        {
          "name": "semver",
          "type": "Short Text",
          "nullable": false,
          "computed": true,
          "readOnly": true
        },
        {
          "name": "raw_version",
          "type": "Short Text",
          "nullable": false,
          "computed": true,
          "readOnly": true
        },
        {
          "name": "version",
          "type": "JSON",
          "nullable": false,
          "computed": true,
          "readOnly": true
        }
      ],
      "navigations": [
        {
          "name": "belongs_to__application",
          "target": "application",
          "cardinality": "one"
        },
        {
          "name": "is_created_by__user",
          "target": "user",
          "cardinality": "one"
        },
        {
          "name": "should_be_running_on__application",
          "target": "application",
          "cardinality": "many",
          "via": "should_be_running__release"
        },
        {
          "name": "release_tag",
          "target": "release_tag",
          "cardinality": "many",
          "via": "release"
        },
        {
          "name": "release_asset",
          "target": "release_asset",
          "cardinality": "many",
          "via": "release"
        },
        {
          "name": "is_running_on__device",
          "target": "device",
          "cardinality": "many",
          "via": "is_running__release"
        },
        {
          "name": "is_pinned_to__device",
          "target": "device",
          "cardinality": "many",
          "via": "is_pinned_on__release"
        },
        {
          "name": "should_operate__device",
          "target": "device",
          "cardinality": "many",
          "via": "should_be_operated_by__release"
        },
        {
          "name": "should_manage__device",
          "target": "device",
          "cardinality": "many",
          "via": "should_be_managed_by__release"
        },
        {
          "name": "image_install",
          "target": "image_install",
          "cardinality": "many",
          "via": "is_provided_by__release"
        },
        {
          "name": "release_image",
          "target": "release_image",
          "cardinality": "many",
          "via": "is_part_of__release"
        },
        {
          "name": "device_history",
          "target": "device_history",
          "cardinality": "many",
          "via": "is_running__release"
        }
      ],
      "unique": [],
      "alternateKeys": [],
      "indexed": [
        "status",
        "commit"
      ]
    },
    {
      "name": "release_asset",
      "synonyms": [],
      "fields": [
        {
          "name": "id",
          "type": "Serial",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "created_at",
          "type": "Date Time",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "release",
          "type": "ForeignKey",
          "nullable": false,
          "references": "release"
        },
        {
          "name": "asset_key",
          "type": "Short Text",
          "nullable": false
        },
        {
          "name": "asset",
          "type": "WebResource",
          "nullable": true
        }
      ],
      "navigations": [
        {
          "name": "release",
          "target": "release",
          "cardinality": "one"
        }
      ],
      "unique": [
        [
          "release",
          "asset_key"
        ]
      ],
      "alternateKeys": [],
      "indexed": []
    },
    {
      "name": "release_image",
      "synonyms": [
        "image__is_part_of__release"
      ],
      "fields": [
        {
          "name": "id",
          "type": "Serial",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "created_at",
          "type": "Date Time",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "image",
          "type": "ForeignKey",
          "nullable": false,
          "references": "image"
        },
        {
          "name": "is_part_of__release",
          "type": "ForeignKey",
          "nullable": false,
          "references": "release"
        }
      ],
      "navigations": [
        {
          "name": "image",
          "target": "image",
          "cardinality": "one"
        },
        {
          "name": "is_part_of__release",
          "target": "release",
          "cardinality": "one"
        },
        {
          "name": "image_label",
          "target": "image_label",
          "cardinality": "many",
          "via": "release_image"
        },
        {
          "name": "image_environment_variable",
          "target": "image_environment_variable",
          "cardinality": "many",
          "via": "release_image"
        }
      ],
      "unique": [
        [
          "image",
          "is_part_of__release"
        ]
      ],
      "alternateKeys": [],
      "indexed": []
    },
    {
      "name": "release_tag",
      "synonyms": [],
      "fields": [
        {
          "name": "id",
          "type": "Serial",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "created_at",
          "type": "Date Time",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "release",
          "type": "ForeignKey",
          "nullable": false,
          "references": "release"
        },
        {
          "name": "tag_key",
          "type": "Short Text",
          "nullable": false,
          "minLength": 1,
          "maxLength": 164
        },
        {
          "name": "value",
          "type": "Text",
          "nullable": false,
          "maxLength": 1000
        }
      ],
      "navigations": [
        {
          "name": "release",
          "target": "release",
          "cardinality": "one"
        }
      ],
      "unique": [
        [
          "release",
          "tag_key"
        ]
      ],
      "alternateKeys": [],
      "indexed": []
    },
    {
      "name": "saml_account",
      "synonyms": [],
      "fields": [
        {
          "name": "id",
          "type": "Serial",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "created_at",
          "type": "Date Time",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "belongs_to__user",
          "type": "ForeignKey",
          "nullable": false,
          "references": "user"
        },
        {
          "name": "was_generated_by__identity_provider",
          "type": "ForeignKey",
          "nullable": false,
          "references": "identity_provider"
        },
        {
          "name": "remote_id",
          "type": "Short Text",
          "nullable": false
        },
        {
          "name": "display_name",
          "type": "Short Text",
          "nullable": true
        }
      ],
      "navigations": [
        {
          "name": "belongs_to__user",
          "target": "user",
          "cardinality": "one"
        },
        {
          "name": "was_generated_by__identity_provider",
          "target": "identity_provider",
          "cardinality": "one"
        }
      ],
      "unique": [
        [
          "was_generated_by__identity_provider",
          "remote_id"
        ]
      ],
      "alternateKeys": [],
      "indexed": []
    },
    {
      "name": "service",
      "synonyms": [
        "application__has__service_name"
      ],
      "fields": [
        {
          "name": "id",
          "type": "Serial",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "created_at",
          "type": "Date Time",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "application",
          "type": "ForeignKey",
          "nullable": false,
          "references": "application"
        },
        {
          "name": "service_name",
          "type": "Short Text",
          "nullable": false,
          "minLength": 1,
          "maxLength": 63
        }
      ],
      "navigations": [
        {
          "name": "application",
          "target": "application",
          "cardinality": "one"
        },
        {
          "name": "service_environment_variable",
          "target": "service_environment_variable",
          "cardinality": "many",
          "via": "service"
        },
        {
          "name": "service_label",
          "target": "service_label",
          "cardinality": "many",
          "via": "service"
        },
        {
          "name": "service_install",
          "target": "service_install",
          "cardinality": "many",
          "via": "installs__service"
        },
        {
          "name": "is_built_by__image",
          "target": "image",
          "cardinality": "many",
          "via": "is_a_build_of__service"
        }
      ],
      "unique": [
        [
          "application",
          "service_name"
        ]
      ],
      "alternateKeys": [],
      "indexed": []
    },
    {
      "name": "service_environment_variable",
      "synonyms": [],
      "fields": [
        {
          "name": "id",
          "type": "Serial",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "created_at",
          "type": "Date Time",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "service",
          "type": "ForeignKey",
          "nullable": false,
          "references": "service"
        },
        {
          "name": "name",
          "type": "Short Text",
          "nullable": false
        },
        {
          "name": "value",
          "type": "Text",
          "nullable": false
        }
      ],
      "navigations": [
        {
          "name": "service",
          "target": "service",
          "cardinality": "one"
        }
      ],
      "unique": [
        [
          "service",
          "name"
        ]
      ],
      "alternateKeys": [],
      "indexed": []
    },
    {
      "name": "service_install",
      "synonyms": [
        "device__installs__application__has__service_name"
      ],
      "fields": [
        {
          "name": "id",
          "type": "Serial",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "created_at",
          "type": "Date Time",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "device",
          "type": "ForeignKey",
          "nullable": false,
          "references": "device"
        },
        {
          "name": "installs__service",
          "type": "ForeignKey",
          "nullable": false,
          "references": "service"
        }
      ],
      "navigations": [
        {
          "name": "device",
          "target": "device",
          "cardinality": "one"
        },
        {
          "name": "installs__service",
          "target": "service",
          "cardinality": "one"
        },
        {
          "name": "device_service_environment_variable",
          "target": "device_service_environment_variable",
          "cardinality": "many",
          "via": "service_install"
        },
        {
          "name": "service",
          "target": "service",
          "cardinality": "one",
          "via": "installs__service"
        },
        {
          "name": "application__has__service_name",
          "target": "service",
          "cardinality": "one",
          "via": "installs__service"
        }
      ],
      "unique": [
        [
          "device",
          "installs__service"
        ]
      ],
      "alternateKeys": [],
      "indexed": []
    },
    {
      "name": "service_label",
      "synonyms": [],
      "fields": [
        {
          "name": "id",
          "type": "Serial",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "created_at",
          "type": "Date Time",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "service",
          "type": "ForeignKey",
          "nullable": false,
          "references": "service"
        },
        {
          "name": "label_name",
          "type": "Short Text",
          "nullable": false
        },
        {
          "name": "value",
          "type": "Text",
          "nullable": false
        }
      ],
      "navigations": [
        {
          "name": "service",
          "target": "service",
          "cardinality": "one"
        }
      ],
      "unique": [
        [
          "service",
          "label_name"
        ]
      ],
      "alternateKeys": [],
      "indexed": []
    },
    {
      "name": "social_service_account",
      "synonyms": [],
      "fields": [
        {
          "name": "id",
          "type": "Serial",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "created_at",
          "type": "Date Time",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "belongs_to__user",
          "type": "ForeignKey",
          "nullable": false,
          "references": "user"
        },
        {
          "name": "provider",
          "type": "Short Text",
          "nullable": false,
          "enum": [
            "github",
            "google"
          ]
        },
        {
          "name": "display_name",
          "type": "Short Text",
          "nullable": true
        },
        {
          "name": "remote_id",
          "type": "Short Text",
          "nullable": false
        }
      ],
      "navigations": [
        {
          "name": "belongs_to__user",
          "target": "user",
          "cardinality": "one"
        }
      ],
      "unique": [],
      "alternateKeys": [],
      "indexed": []
    },
    {
      "name": "subscription",
      "synonyms": [],
      "fields": [
        {
          "name": "id",
          "type": "Serial",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "created_at",
          "type": "Date Time",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "is_for__plan",
          "type": "ForeignKey",
          "nullable": false,
          "references": "plan"
        },
        {
          "name": "is_for__organization",
          "type": "ForeignKey",
          "nullable": false,
          "references": "organization"
        },
        {
          "name": "billing_cycle",
          "type": "Short Text",
          "nullable": false,
          "enum": [
            "monthly",
            "annual"
          ]
        },
        {
          "name": "starts_on__date",
          "type": "Date Time",
          "nullable": false
        },
        {
          "name": "ends_on__date",
          "type": "Date Time",
          "nullable": true
        },
        {
          "name": "is_active",
          "type": "Boolean",
          "nullable": false
        },
        {
          "name": "discount_percentage",
          "type": "Real",
          "nullable": false
        },
        {
          "name": "origin",
          "type": "Short Text",
          "nullable": false
        }
      ],
      "navigations": [
        {
          "name": "is_for__plan",
          "target": "plan",
          "cardinality": "one"
        },
        {
          "name": "is_for__organization",
          "target": "organization",
          "cardinality": "one"
        },
        {
          "name": "subscription_prepaid_addon",
          "target": "subscription_prepaid_addon",
          "cardinality": "many",
          "via": "is_for__subscription"
        },
        {
          "name": "subscription_addon_discount",
          "target": "subscription_addon_discount",
          "cardinality": "many",
          "via": "is_for__subscription"
        }
      ],
      "unique": [],
      "alternateKeys": [],
      "indexed": []
    },
    {
      "name": "subscription_addon_discount",
      "synonyms": [],
      "fields": [
        {
          "name": "id",
          "type": "Serial",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "is_for__subscription",
          "type": "ForeignKey",
          "nullable": false,
          "references": "subscription"
        },
        {
          "name": "is_for__plan_addon",
          "type": "ForeignKey",
          "nullable": false,
          "references": "plan_addon"
        },
        {
          "name": "discount_percentage",
          "type": "Real",
          "nullable": false
        }
      ],
      "navigations": [
        {
          "name": "is_for__subscription",
          "target": "subscription",
          "cardinality": "one"
        },
        {
          "name": "is_for__plan_addon",
          "target": "plan_addon",
          "cardinality": "one"
        }
      ],
      "unique": [],
      "alternateKeys": [],
      "indexed": []
    },
    {
      "name": "subscription_prepaid_addon",
      "synonyms": [],
      "fields": [
        {
          "name": "id",
          "type": "Serial",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "is_for__subscription",
          "type": "ForeignKey",
          "nullable": false,
          "references": "subscription"
        },
        {
          "name": "is_for__plan_addon",
          "type": "ForeignKey",
          "nullable": false,
          "references": "plan_addon"
        },
        {
          "name": "discount_percentage",
          "type": "Real",
          "nullable": false
        },
        {
          "name": "quantity",
          "type": "Integer",
          "nullable": false
        },
        {
          "name": "starts_on__date",
          "type": "Date Time",
          "nullable": false
        },
        {
          "name": "expires_on__date",
          "type": "Date Time",
          "nullable": true
        }
      ],
      "navigations": [
        {
          "name": "is_for__subscription",
          "target": "subscription",
          "cardinality": "one"
        },
        {
          "name": "is_for__plan_addon",
          "target": "plan_addon",
          "cardinality": "one"
        }
      ],
      "unique": [],
      "alternateKeys": [],
      "indexed": []
    },
    {
      "name": "support_feature",
      "synonyms": [],
      "fields": [
        {
          "name": "id",
          "type": "Serial",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "feature",
          "type": "ForeignKey",
          "nullable": false,
          "references": "feature"
        },
        {
          "name": "support_tier",
          "type": "ForeignKey",
          "nullable": false,
          "references": "support_tier"
        }
      ],
      "navigations": [
        {
          "name": "feature",
          "target": "feature",
          "cardinality": "one"
        },
        {
          "name": "support_tier",
          "target": "support_tier",
          "cardinality": "one"
        }
      ],
      "unique": [],
      "alternateKeys": [],
      "indexed": []
    },
    {
      "name": "support_tier",
      "synonyms": [],
      "fields": [
        {
          "name": "id",
          "type": "Serial",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "title",
          "type": "Short Text",
          "nullable": false
        },
        {
          "name": "slug",
          "type": "Short Text",
          "nullable": false
        },
        {
          "name": "includes_private_support",
          "type": "Boolean",
          "nullable": false
        },
        {
          "name": "includes__SLA",
          "type": "Short Text",
          "nullable": true
        }
      ],
      "navigations": [
        {
          "name": "support_feature",
          "target": "support_feature",
          "cardinality": "many",
          "via": "support_tier"
        }
      ],
      "unique": [
        [
          "slug"
        ]
      ],
      "alternateKeys": [],
      "indexed": []
    },
    {
      "name": "team",
      "synonyms": [],
      "fields": [
        {
          "name": "id",
          "type": "Serial",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "created_at",
          "type": "Date Time",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "belongs_to__organization",
          "type": "ForeignKey",
          "nullable": false,
          "references": "organization"
        },
        {
          "name": "name",
          "type": "Short Text",
          "nullable": false
        },
        {
          "name": "description",
          "type": "Text",
          "nullable": true
        }
      ],
      "navigations": [
        {
          "name": "belongs_to__organization",
          "target": "organization",
          "cardinality": "one"
        },
        {
          "name": "team_membership",
          "target": "team_membership",
          "cardinality": "many",
          "via": "is_member_of__team"
        },
        {
          "name": "team_application_access",
          "target": "team_application_access",
          "cardinality": "many",
          "via": "team"
        },
        {
          "name": "identity_provider_membership",
          "target": "identity_provider_membership",
          "cardinality": "many",
          "via": "grants_access_to__team"
        }
      ],
      "unique": [
        [
          "belongs_to__organization",
          "name"
        ]
      ],
      "alternateKeys": [],
      "indexed": []
    },
    {
      "name": "team_application_access",
      "synonyms": [
        "team__grants_access_to__application"
      ],
      "fields": [
        {
          "name": "id",
          "type": "Serial",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "created_at",
          "type": "Date Time",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "team",
          "type": "ForeignKey",
          "nullable": false,
          "references": "team"
        },
        {
          "name": "grants_access_to__application",
          "type": "ForeignKey",
          "nullable": false,
          "references": "application"
        },
        {
          "name": "application_membership_role",
          "type": "ForeignKey",
          "nullable": false,
          "references": "application_membership_role"
        }
      ],
      "navigations": [
        {
          "name": "team",
          "target": "team",
          "cardinality": "one"
        },
        {
          "name": "grants_access_to__application",
          "target": "application",
          "cardinality": "one"
        },
        {
          "name": "application_membership_role",
          "target": "application_membership_role",
          "cardinality": "one"
        }
      ],
      "unique": [
        [
          "team",
          "grants_access_to__application"
        ]
      ],
      "alternateKeys": [],
      "indexed": []
    },
    {
      "name": "team_membership",
      "synonyms": [
        "user__is_member_of__team"
      ],
      "fields": [
        {
          "name": "id",
          "type": "Serial",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "created_at",
          "type": "Date Time",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "user",
          "type": "ForeignKey",
          "nullable": false,
          "references": "user"
        },
        {
          "name": "is_member_of__team",
          "type": "ForeignKey",
          "nullable": false,
          "references": "team"
        }
      ],
      "navigations": [
        {
          "name": "user",
          "target": "user",
          "cardinality": "one"
        },
        {
          "name": "is_member_of__team",
          "target": "team",
          "cardinality": "one"
        }
      ],
      "unique": [
        [
          "user",
          "is_member_of__team"
        ]
      ],
      "alternateKeys": [],
      "indexed": []
    },
    {
      "name": "user",
      "synonyms": [],
      "fields": [
        {
          "name": "id",
          "type": "Serial",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "created_at",
          "type": "Date Time",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "username",
          "type": "Short Text",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "actor",
          "type": "ForeignKey",
          "nullable": false,
          "references": "actor",
          "readOnly": true
        },
        {
          "name": "has_legacy_link_to__organization",
          "type": "ForeignKey",
          "nullable": true,
          "references": "organization"
        }
      ],
      "navigations": [
        {
          "name": "actor",
          "target": "actor",
          "cardinality": "one"
        },
        {
          "name": "has_legacy_link_to__organization",
          "target": "organization",
          "cardinality": "one"
        },
        {
          "name": "user_profile",
          "target": "user_profile",
          "cardinality": "many",
          "via": "is_of__user"
        },
        {
          "name": "user_public_key",
          "target": "user_public_key",
          "cardinality": "many",
          "via": "user"
        },
        {
          "name": "organization_membership",
          "target": "organization_membership",
          "cardinality": "many",
          "via": "user"
        },
        {
          "name": "team_membership",
          "target": "team_membership",
          "cardinality": "many",
          "via": "user"
        },
        {
          "name": "organization_invite",
          "target": "organization_invite",
          "cardinality": "many",
          "via": "is_created_by__user"
        },
        {
          "name": "application_invite",
          "target": "application_invite",
          "cardinality": "many",
          "via": "is_created_by__user"
        },
        {
          "name": "user_application_membership",
          "target": "user_application_membership",
          "cardinality": "many",
          "via": "user"
        },
        {
          "name": "creates__release",
          "target": "release",
          "cardinality": "many",
          "via": "is_created_by__user"
        },
        {
          "name": "owns__device",
          "target": "device",
          "cardinality": "many",
          "via": "belongs_to__user"
        },
        {
          "name": "owns__saml_account",
          "target": "saml_account",
          "cardinality": "many",
          "via": "belongs_to__user"
        },
        {
          "name": "owns__social_service_account",
          "target": "social_service_account",
          "cardinality": "many",
          "via": "belongs_to__user"
        },
        {
          "name": "owns__recovery_two_factor",
          "target": "recovery_two_factor",
          "cardinality": "many",
          "via": "belongs_to__user"
        },
        {
          "name": "oauth_application_authorization",
          "target": "oauth_application_authorization",
          "cardinality": "many",
          "via": "belongs_to__user"
        },
        {
          "name": "credit_bundle",
          "target": "credit_bundle",
          "cardinality": "many",
          "via": "is_created_by__user"
        }
      ],
      "unique": [
        [
          "username"
        ]
      ],
      "alternateKeys": [
        "username"
      ],
      "indexed": []
    },
    {
      "name": "user_application_membership",
      "synonyms": [
        "user__is_member_of__application"
      ],
      "fields": [
        {
          "name": "id",
          "type": "Serial",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "created_at",
          "type": "Date Time",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "user",
          "type": "ForeignKey",
          "nullable": false,
          "references": "user"
        },
        {
          "name": "is_member_of__application",
          "type": "ForeignKey",
          "nullable": false,
          "references": "application"
        },
        {
          "name": "application_membership_role",
          "type": "ForeignKey",
          "nullable": false,
          "references": "application_membership_role"
        }
      ],
      "navigations": [
        {
          "name": "user",
          "target": "user",
          "cardinality": "one"
        },
        {
          "name": "is_member_of__application",
          "target": "application",
          "cardinality": "one"
        },
        {
          "name": "application_membership_role",
          "target": "application_membership_role",
          "cardinality": "one"
        }
      ],
      "unique": [
        [
          "user",
          "is_member_of__application"
        ]
      ],
      "alternateKeys": [],
      "indexed": []
    },
    {
      "name": "user_profile",
      "synonyms": [],
      "fields": [
        {
          "name": "id",
          "type": "Serial",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "is_of__user",
          "type": "ForeignKey",
          "nullable": false,
          "references": "user"
        },
        {
          "name": "email",
          "type": "Short Text",
          "nullable": true
        },
        {
          "name": "first_name",
          "type": "Short Text",
          "nullable": true
        },
        {
          "name": "last_name",
          "type": "Short Text",
          "nullable": true
        },
        {
          "name": "company",
          "type": "Short Text",
          "nullable": true
        },
        {
          "name": "account_type",
          "type": "Short Text",
          "nullable": true,
          "enum": [
            "personal",
            "professional"
          ]
        },
        {
          "name": "has_password_set",
          "type": "Boolean",
          "nullable": false
        },
        {
          "name": "has_disabled_newsletter",
          "type": "Boolean",
          "nullable": false
        },
        {
          "name": "is_verified",
          "type": "Boolean",
          "nullable": false
        },
        {
          "name": "must_be_verified",
          "type": "Boolean",
          "nullable": false
        }
      ],
      "navigations": [
        {
          "name": "is_of__user",
          "target": "user",
          "cardinality": "one"
        }
      ],
      "unique": [
        [
          "is_of__user"
        ]
      ],
      "alternateKeys": [],
      "indexed": []
    },
    {
      "name": "user_public_key",
      "synonyms": [
        "user__has__public_key"
      ],
      "fields": [
        {
          "name": "id",
          "type": "Serial",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "created_at",
          "type": "Date Time",
          "nullable": false,
          "readOnly": true
        },
        {
          "name": "user",
          "type": "ForeignKey",
          "nullable": false,
          "references": "user"
        },
        {
          "name": "public_key",
          "type": "Text",
          "nullable": false,
          "maxLength": 2850
        },
        {
          "name": "title",
          "type": "Short Text",
          "nullable": false,
          "maxLength": 120
        }
      ],
      "navigations": [
        {
          "name": "user",
          "target": "user",
          "cardinality": "one"
        }
      ],
      "unique": [],
      "alternateKeys": [],
      "indexed": []
    }
  ]
};

/** Resource name (canonical or synonym) -> component schema of its rows in generated/types/api.gen.ts. */
export interface ResourceSchemaMap {
  actor: "Actor";
  api_key: "ApiKey";
  application: "Application";
  application__has__config_var_name: "ApplicationConfigVariable";
  application__has__env_var_name: "ApplicationEnvironmentVariable";
  application__has__service_name: "Service";
  application_config_variable: "ApplicationConfigVariable";
  application_environment_variable: "ApplicationEnvironmentVariable";
  application_invite: "ApplicationInvite";
  application_membership_role: "ApplicationMembershipRole";
  application_tag: "ApplicationTag";
  application_type: "ApplicationType";
  build_environment_variable: "BuildEnvironmentVariable";
  cpu_architecture: "CpuArchitecture";
  credit_bundle: "CreditBundle";
  device: "Device";
  device__has__config_var_name: "DeviceConfigVariable";
  device__has__env_var_name: "DeviceEnvironmentVariable";
  device__installs__application__has__service_name: "ServiceInstall";
  device_config_variable: "DeviceConfigVariable";
  device_environment_variable: "DeviceEnvironmentVariable";
  device_family: "DeviceFamily";
  device_history: "DeviceHistory";
  device_manufacturer: "DeviceManufacturer";
  device_service_environment_variable: "DeviceServiceEnvironmentVariable";
  device_tag: "DeviceTag";
  device_type: "DeviceType";
  device_type_alias: "DeviceTypeAlias";
  discount_code: "DiscountCode";
  feature: "Feature";
  identity_provider: "IdentityProvider";
  identity_provider_membership: "IdentityProviderMembership";
  image: "Image";
  image__is_part_of__release: "ReleaseImage";
  image_environment_variable: "ImageEnvironmentVariable";
  image_install: "ImageInstall";
  image_label: "ImageLabel";
  invitee: "Invitee";
  invitee__is_invited_to__application: "ApplicationInvite";
  invitee__is_invited_to__organization: "OrganizationInvite";
  oauth_application: "OauthApplication";
  oauth_application_authorization: "OauthApplicationAuthorization";
  organization: "Organization";
  organization__is_authorized_by__identity_provider: "IdentityProviderMembership";
  organization__owns_credit_notification_for__feature: "OrganizationCreditNotification";
  organization_credit_notification: "OrganizationCreditNotification";
  organization_invite: "OrganizationInvite";
  organization_membership: "OrganizationMembership";
  organization_membership_role: "OrganizationMembershipRole";
  organization_membership_tag: "OrganizationMembershipTag";
  plan: "Plan";
  plan__offers__feature: "PlanAddon";
  plan__provides__feature: "PlanFeature";
  plan_addon: "PlanAddon";
  plan_feature: "PlanFeature";
  recovery_two_factor: "RecoveryTwoFactor";
  release: "Release";
  release_asset: "ReleaseAsset";
  release_image: "ReleaseImage";
  release_tag: "ReleaseTag";
  saml_account: "SamlAccount";
  service: "Service";
  service_environment_variable: "ServiceEnvironmentVariable";
  service_install: "ServiceInstall";
  service_label: "ServiceLabel";
  social_service_account: "SocialServiceAccount";
  subscription: "Subscription";
  subscription_addon_discount: "SubscriptionAddonDiscount";
  subscription_prepaid_addon: "SubscriptionPrepaidAddon";
  support_feature: "SupportFeature";
  support_tier: "SupportTier";
  team: "Team";
  team__grants_access_to__application: "TeamApplicationAccess";
  team_application_access: "TeamApplicationAccess";
  team_membership: "TeamMembership";
  user: "User";
  user__has__public_key: "UserPublicKey";
  user__is_member_of__application: "UserApplicationMembership";
  user__is_member_of__organization: "OrganizationMembership";
  user__is_member_of__team: "TeamMembership";
  user_application_membership: "UserApplicationMembership";
  user_profile: "UserProfile";
  user_public_key: "UserPublicKey";
}
