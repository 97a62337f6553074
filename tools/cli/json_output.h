#pragma once
// JSON forms of kospec's values, for --json output. Keys keep the order they are written in.

#include <string_view>

#include <nlohmann/json.hpp>

#include "spec/graph.h"
#include "spec/trace.h"

namespace kospec::cli {

/// JSON with keys in insertion order, so output is byte-stable.
using Json = nlohmann::ordered_json;

/// The version of the JSON schema every command's --json output follows (docs/kospec.schema.json).
inline constexpr int kJsonSchemaVersion = 1;

/// The first keys of every command's JSON object: {"schema": 1, "command": COMMAND}.
Json command_json(std::string_view command);

/// A board as JSON: {"columns", "rows", "plain_grid"}.
Json board_json(const Graph& graph);

/// GTP names of a point set, in index order.
Json points_json(const Graph& graph, const PointSet& points);

/// A trace: [{"rule": "R5", "finding": "...", "points": [...], "ply": N?}, ...].
Json trace_json(const Graph& graph, const std::vector<Finding>& trace);

/// A verdict: {"verdict": "legal", "rule": "SUI", "reason": "...", "trace": [...]}.
Json verdict_json(const Graph& graph, const Verdict& verdict);

}  // namespace kospec::cli
