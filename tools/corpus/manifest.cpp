#include "tools/corpus/manifest.h"

#include <algorithm>
#include <filesystem>
#include <fstream>

#include "spec/error.h"
#include "tools/corpus/corpus_files.h"

namespace kospec::corpus {

namespace {

namespace fs = std::filesystem;

Json parse_manifest(const fs::path& path) {
  std::ifstream in(path);
  if (!in) throw InputError(path.string() + ": cannot open the corpus manifest");
  try {
    Json manifest = Json::parse(in);
    if (!manifest.contains("cases") || !manifest["cases"].is_array())
      throw InputError(path.string() + ": expected an object with a \"cases\" array");
    return manifest;
  } catch (const Json::exception& e) {  // parse_error, or out_of_range for 1e999
    throw InputError(path.string() + ": not valid JSON: " + e.what());
  }
}

std::vector<std::string> strings(const Json& c, const char* key) {
  std::vector<std::string> out;
  for (const Json& s : c.value(key, Json::array()))
    if (s.is_string()) out.push_back(s.get<std::string>());
  return out;
}

Case case_of(const Json& c, const fs::path& dir) {
  if (!c.is_object() || !c.contains("file") || !c["file"].is_string())
    throw InputError((dir / "manifest.json").string() + ": a case without \"file\"");
  Case out;
  out.file = c["file"].get<std::string>();
  out.path = (dir / out.file).string();
  out.title = c.value("title", fs::path(out.file).stem().string());
  if (c.contains("expect") && c["expect"].is_object()) out.expect = c["expect"];
  out.notes = strings(c, "notes");
  out.sources = strings(c, "sources");
  return out;
}

}  // namespace

std::string LineOutcome::text() const {
  return outcome == "complete" ? "complete" : outcome + "@" + std::to_string(ply) + " " + rule;
}

std::string LineOutcome::short_text() const {
  if (outcome == "complete") return "complete";
  const std::string word = outcome == "illegal" ? "ill" : outcome == "no-result" ? "nr" : "end";
  return word + "@" + std::to_string(ply) + " " + rule;
}

Manifest read_corpus(const std::string& input) {
  Manifest m;
  m.directory = input;
  if (!has_manifest(input)) {
    for (const std::string& file : sgf_inputs({input})) {
      Case c;
      c.file = fs::path(file).filename().string();
      c.path = file;
      c.title = fs::path(file).stem().string();
      m.cases.push_back(std::move(c));
    }
    return m;
  }
  m.has_manifest = true;
  const fs::path dir(input);
  const Json manifest = parse_manifest(dir / "manifest.json");
  for (const Json& c : manifest["cases"]) m.cases.push_back(case_of(c, dir));
  return m;
}

std::optional<LineOutcome> expected(const Case& c, const std::string& ruleset) {
  if (!c.expect.contains(ruleset)) return std::nullopt;
  const Json& e = c.expect[ruleset];
  const std::string where = c.file + " / " + ruleset;
  if (!e.is_object() || !e.contains("outcome") || !e["outcome"].is_string())
    throw InputError(where + ": expected an object with \"outcome\"");
  LineOutcome o{e["outcome"].get<std::string>(), 0, ""};
  if (o.outcome == "complete") return o;
  if (o.outcome != "illegal" && o.outcome != "no-result" && o.outcome != "ends")
    throw InputError(where + ": outcome '" + o.outcome +
                     "', expected complete, illegal, no-result or ends");
  if (!e.contains("ply") || !e["ply"].is_number_unsigned() || !e.contains("rule") ||
      !e["rule"].is_string())
    throw InputError(where + ": expected \"ply\" (a positive integer) and \"rule\" (an id)");
  o.ply = e["ply"].get<std::size_t>();
  o.rule = e["rule"].get<std::string>();
  return o;
}

std::vector<std::string> with_manifest_rulesets(std::vector<std::string> named,
                                                const std::vector<Manifest>& corpora) {
  for (const Manifest& m : corpora)
    for (const Case& c : m.cases)
      for (const auto& [name, _] : c.expect.items())
        if (std::find(named.begin(), named.end(), name) == named.end()) named.push_back(name);
  return named;
}

}  // namespace kospec::corpus
