#include "sgf/sgf_file.h"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "sgf/sgf_parser.h"
#include "spec/error.h"

namespace kospec::sgf {

namespace {

// The file's text; throws InputError naming the file if it cannot be read.
std::string file_text(const std::string& path) {
  // Checked before opening: a device (/dev/zero) or a FIFO never ends, and opening a FIFO blocks.
  std::error_code ec;
  const auto status = std::filesystem::status(path, ec);
  if (ec) throw InputError(path + ": cannot open: " + ec.message());
  if (!std::filesystem::is_regular_file(status))
    throw InputError(path + ": not a regular file: expected an SGF file");
  const auto size = std::filesystem::file_size(path, ec);
  if (!ec && size > kMaxInputBytes) {
    throw InputError(path + ": " + std::to_string(size) + " bytes is too large: expected at most " +
                     std::to_string(kMaxInputBytes) + " bytes");
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) throw InputError(path + ": cannot open: " + std::strerror(errno));
  std::ostringstream buffer;
  buffer << in.rdbuf();
  if (in.bad()) throw InputError(path + ": cannot read: " + std::strerror(errno));
  return buffer.str();
}

}  // namespace

SgfGame read_game_file(const std::string& path, const ReadOptions& options) {
  return read_game(file_text(path), path, options);
}

std::vector<SgfGame> read_every_line_file(const std::string& path, const ReadOptions& options) {
  return read_every_line(file_text(path), path, options);
}

}  // namespace kospec::sgf
