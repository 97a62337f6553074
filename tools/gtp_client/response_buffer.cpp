#include "tools/gtp_client/response_buffer.h"

#include <charconv>

namespace kospec::gtp {

void ResponseBuffer::append(std::string_view bytes) {
  for (char c : bytes) {
    if (c == '\r') continue;
    if (c == '\n' && bytes_.empty()) {
      ++skipped_;
      continue;
    }
    bytes_ += c;
  }
}

std::optional<RawResponse> ResponseBuffer::take() {
  const std::size_t end = bytes_.find("\n\n");
  if (end == std::string::npos) return std::nullopt;
  const std::string_view body = std::string_view(bytes_).substr(0, end);
  RawResponse r;
  r.bytes = end + 2;
  r.mark = body.empty() ? '\0' : body[0];
  std::size_t i = body.empty() ? 0 : 1;
  std::size_t digits = i;
  while (digits < body.size() && body[digits] >= '0' && body[digits] <= '9') ++digits;
  if (digits > i) {
    long id = 0;
    const auto [ptr, ec] = std::from_chars(body.data() + i, body.data() + digits, id);
    if (ec == std::errc() && ptr == body.data() + digits) r.id = id;
    i = digits;
  }
  while (i < body.size() && (body[i] == ' ' || body[i] == '\t')) ++i;
  std::size_t last = body.size();  // "= 1 " is "1": trailing white space is no part of the answer
  while (last > i && (body[last - 1] == ' ' || body[last - 1] == '\t')) --last;
  r.text = std::string(body.substr(i, last - i));
  if (r.mark != '=' && r.mark != '?') r.text = std::string(body);
  // The rest, empty lines before the next response dropped as append() drops them.
  std::size_t next = end + 2;
  while (next < bytes_.size() && bytes_[next] == '\n') ++next;
  skipped_ += next - (end + 2);
  bytes_.erase(0, next);
  return r;
}

}  // namespace kospec::gtp
